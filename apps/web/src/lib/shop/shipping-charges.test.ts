import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_RATES, type ShippingRates } from '@shop/shared/pricing';
import { loadTranslator } from '../i18n/i18n';
import { shippingChargesText } from './shipping-charges';

const RATES: ShippingRates = { freeAbovePaise: 500_00, shippingFeePaise: 40_00, codFeePaise: 25_00, codEnabled: true };

describe("the shipping policy page at the shop settings' rates (docs/decisions/039)", () => {
  it.each([
    [
      DEFAULT_SHIPPING_RATES,
      'Shipping is free on orders above ₹999. Below that, cash on delivery orders carry a ₹100 shipping fee; prepaid and WhatsApp orders ship free.',
    ],
    [
      RATES,
      'Shipping is free on orders above ₹500. Below that, every order carries a ₹40 shipping fee, and cash on delivery orders ₹25 more.',
    ],
    [
      { ...DEFAULT_SHIPPING_RATES, codEnabled: false },
      'Shipping is free on every order. Cash on delivery is not offered at the moment.',
    ],
    [
      { ...RATES, codEnabled: false },
      'Shipping is free on orders above ₹500. Below that, every order carries a ₹40 shipping fee. Cash on delivery is not offered at the moment.',
    ],
  ])("states the settings' charges on the shipping policy page (%o)", async (rates, text) => {
    const { t } = await loadTranslator('en', ['policy']);
    expect(shippingChargesText(rates, t)).toBe(text);
  });
});
