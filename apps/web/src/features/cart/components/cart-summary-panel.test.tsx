import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nContext, loadTranslator } from '../../../lib/i18n/i18n';
import type { CartSummary } from '../utils/cart-summary';
import { CartSummaryPanel } from './cart-summary-panel';

/*
 * The GST inside the cart's total, per rate, in the page's language (issue 39): a Hindi cart said
 * "incl. GST ₹x: 18% ₹x" in English under a Hindi label.
 */
afterEach(cleanup);

const summary: CartSummary = {
  itemCount: 3,
  subtotalPaise: 2497_00,
  includedGstPaise: 276_18,
  gstRates: '5% ₹47.52, 18% ₹228.66',
  isFreeShipping: true,
  totalPaise: 2497_00,
};

async function panelIn(locale: 'en' | 'hi', shown: CartSummary) {
  const translator = await loadTranslator(locale, ['core', 'buy']);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <MemoryRouter>
        <I18nContext value={translator}>
          <CartSummaryPanel summary={shown} />
        </I18nContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId('summary-gst-rates').textContent;
}

describe('the GST line of the cart', () => {
  it('reads in Hindi on a Hindi page, each rate with its tax', async () => {
    expect(await panelIn('hi', summary)).toBe('GST ₹276.18 शामिल: 5% ₹47.52, 18% ₹228.66');
  });

  it('reads in English on an English page, as mails and invoices say it', async () => {
    expect(await panelIn('en', summary)).toBe('incl. GST ₹276.18: 5% ₹47.52, 18% ₹228.66');
  });

  it('names no rate when no line carries tax', async () => {
    expect(await panelIn('hi', { ...summary, includedGstPaise: 0, gstRates: '' })).toBe('GST ₹0.00 शामिल');
  });
});
