import { shopSettingsSchema } from '@shop/shared/schemas/shop-settings';
import { describe, expect, it } from 'vitest';
import { toFormValues, validateSettings } from './settings-form';

/** The search's synonyms on the Settings form (docs/decisions/137-forgiving-search.md): one group per line. */
const settings = shopSettingsSchema.parse({
  shopName: 'ShopKart',
  legalName: 'ShopKart Retail',
  address: '1 MG Road, Bengaluru',
  state: 'Karnataka',
  supportEmail: 'support@example.com',
  supportPhone: '+91 80 4000 0000',
  notificationEmails: ['orders@example.com'],
  whatsappNumber: '',
  pickupLocation: 'Main',
  pickupAddress: '1 MG Road, Bengaluru',
  pickupPincode: '560001',
  shippingFeeRupees: 49,
  freeShippingAboveRupees: 499,
  codEnabled: true,
  codFeeRupees: 49,
  paymentWindowMinutes: 30,
  whatsappConfirmationHours: 24,
  codConfirmationEnabled: false,
  codConfirmationHours: 24,
  codMaxOrderValueRupees: 0,
  codBlockedPincodes: [],
  codBlockedStates: [],
  codMaxFailedOrders: 0,
  maxUnitsPerProduct: 10,
  maxOpenUnpaidOrders: 3,
});

const withSynonyms = (text: string) => {
  const values = toFormValues(settings);
  return validateSettings({ ...values, text: { ...values.text, searchSynonyms: text } });
};

describe('searchSynonyms on the Settings form', () => {
  it('shows the default list one group per line, words separated by commas', () => {
    const shown = toFormValues(settings).text.searchSynonyms.split('\n');
    expect(shown[0]).toBe('kurta, kurtha, kurti, kurtas, kurtis');
    expect(shown).toHaveLength(settings.searchSynonyms.length);
  });

  it('reads commas or slashes, any case, blank lines and repeats', () => {
    const checked = withSynonyms('Kurta / kurtha, KURTI\n\n  mobile,phone , phone \n');
    expect(checked.errors).toBeNull();
    expect(checked.settings?.searchSynonyms).toEqual([
      ['kurta', 'kurtha', 'kurti'],
      ['mobile', 'phone'],
    ]);
  });

  it('an empty box means no synonyms', () => {
    expect(withSynonyms('  \n').settings?.searchSynonyms).toEqual([]);
  });

  it('a problem is shown on the field in words', () => {
    expect(withSynonyms('kurta').errors?.searchSynonyms).toBe('“kurta” needs at least one other word on its line');
    expect(withSynonyms('t-shirt, tee').errors?.searchSynonyms).toBe(
      '“t-shirt”: a word has 2 to 30 letters or digits, without spaces or punctuation',
    );
    expect(withSynonyms('phone, mobile\nfone / phone').errors?.searchSynonyms).toBe(
      '“phone” is on two lines: keep it on one',
    );
  });
});
