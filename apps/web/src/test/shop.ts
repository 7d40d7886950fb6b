import type { PublicShop } from '@shop/shared/schemas/settings-api';

/** A shop's public details as GET /api/shop gives them, for web tests: a live shop renamed "Kala Crafts". */
export function testShop(overrides: Partial<PublicShop> = {}): PublicShop {
  return {
    mode: 'live',
    shopName: 'Kala Crafts',
    legalName: 'Kala Crafts LLP',
    address: '7 Fort Street, Mumbai 400001',
    state: 'Maharashtra',
    gstin: '',
    supportEmail: 'help@kalacrafts.in',
    supportPhone: '+91 22 5555 0101',
    supportHours: 'Every day, 9:00-21:00 IST',
    whatsappNumber: '',
    themeColor: '',
    logoUrl: '',
    codEnabled: true,
    shippingFeeRupees: 100,
    freeShippingAboveRupees: 999,
    codFeeRupees: 0,
    codFeeAdvanceByUpi: false,
    returnShippingPaidBy: 'shop',
    exchangesAllowed: true,
    maxUnitsPerProduct: 10,
    requireVerifiedEmailForCheckout: false,
    grievanceOfficerName: '',
    grievanceOfficerDesignation: '',
    grievanceOfficerEmail: '',
    grievanceOfficerPhone: '',
    socialLinks: { instagram: '', facebook: '', youtube: '', x: '' },
    ...overrides,
  };
}
