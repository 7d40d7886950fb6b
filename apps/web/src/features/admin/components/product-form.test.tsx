import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { HSN_SIX_DIGITS_MESSAGE } from '@shop/shared/gst-turnover';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast/toast-provider';
import type { Product } from '../types';
import { ProductForm } from './product-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The shop offers 0, 3, 5 and 18% (Settings); categories are a short list. */
function fakeServer(gstRatesPercent: number[], aggregateTurnoverAbove5Crore = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input === '/api/admin/settings')
        return json({
          settings: { gstRatesPercent, aggregateTurnoverAbove5Crore } as Partial<ShopSettings>,
          mode: 'live',
          checklist: [],
        });
      if (input.startsWith('/api/products/categories/list')) return json({ categories: ['Jewellery'] });
      return json({ message: 'Not found' }, 404);
    }),
  );
}

function renderForm(product?: Product) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ProductForm product={product} formId="product" onSaved={() => undefined} actions={() => null} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const rateSelect = () => screen.getByLabelText<HTMLSelectElement>('GST rate', { exact: false });
const optionLabels = () => [...rateSelect().options].map((o) => o.textContent);

describe('product form GST rate', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers the shop's configured rates; a new product starts at 18%", async () => {
    fakeServer([0, 3, 5, 18]);
    renderForm();
    await waitFor(() => expect(optionLabels()).toEqual(['0% (exempt)', '3%', '5%', '18%']));
    expect(rateSelect().value).toBe('18');
  });

  it('starts a new product at a rate the shop offers when 18% is not among them', async () => {
    fakeServer([0, 0.25, 3]);
    renderForm();
    await waitFor(() => expect(rateSelect().value).toBe('3'));
    expect(optionLabels()).toEqual(['0% (exempt)', '0.25%', '3%']);
  });

  it("keeps an existing product's rate that the shop no longer offers, selected", async () => {
    fakeServer([0, 3, 5, 18]);
    renderForm({
      _id: 'p1',
      name: 'Brass Hookah',
      description: 'Hand made.',
      mrp: 2000,
      sellingPrice: null,
      category: 'Jewellery',
      stock: 4,
      images: [],
      gstRate: 40,
      hsn: '9614',
    } as unknown as Product);
    await waitFor(() =>
      expect(optionLabels()).toEqual(['0% (exempt)', '3%', '5%', '18%', "40% (no longer in the shop's list)"]),
    );
    expect(rateSelect().value).toBe('40');
  });
});

describe('product form HSN code above ₹5 crore turnover (decision 182)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const hsnBox = () => screen.getByLabelText<HTMLInputElement>('HSN code', { exact: false });

  it('asks for 6 or 8 digits and does not send a 4-digit code', async () => {
    fakeServer([0, 5, 18], true);
    renderForm({
      _id: 'p2',
      name: 'Steel Bottle',
      description: '1 litre.',
      mrp: 599,
      sellingPrice: null,
      category: 'Jewellery',
      stock: 4,
      images: [],
      gstRate: 18,
      hsn: '7323',
    } as unknown as Product);
    await waitFor(() => expect(screen.getByText(/6 or 8 digits \(turnover above ₹5 crore\)/)).toBeTruthy());
    fireEvent.submit(hsnBox().closest('form')!);
    await waitFor(() => expect(screen.getByText(HSN_SIX_DIGITS_MESSAGE)).toBeTruthy());
    const sent = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => typeof url === 'string' && url.startsWith('/api/products/p2'));
    expect(sent).toEqual([]);
  });
});
