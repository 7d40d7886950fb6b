import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nContext, loadTranslator } from '../../../lib/i18n/i18n';
import { PaymentMethodPicker } from './payment-method-picker';

/*
 * Each method's delivery fee in the page's language (issue 39): a Hindi checkout said "Free delivery on this order"
 * in English under each Hindi method.
 */
afterEach(cleanup);

async function pickerIn(locale: 'en' | 'hi') {
  const translator = await loadTranslator(locale, ['core', 'order']);
  render(
    <I18nContext value={translator}>
      <PaymentMethodPicker value="cod" onChange={() => undefined} hints={{ cod: 49_00, razorpay: 0 }} />
    </I18nContext>,
  );
}

describe('the payment methods with their delivery fee', () => {
  it('say the fee in Hindi on a Hindi page', async () => {
    await pickerIn('hi');
    expect(screen.getByText('डिलीवरी शुल्क ₹49.00')).toBeTruthy();
    expect(screen.getByText('इस ऑर्डर पर डिलीवरी मुफ़्त')).toBeTruthy();
  });

  it('say it in English on an English page', async () => {
    await pickerIn('en');
    expect(screen.getByText('Delivery fee ₹49.00')).toBeTruthy();
    expect(screen.getByText('Free delivery on this order')).toBeTruthy();
  });
});
