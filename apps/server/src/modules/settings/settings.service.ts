import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { COD_SHIPPING_FEE_PAISE, FREE_SHIPPING_ABOVE_PAISE } from '@shop/shared/constants';
import type { Config } from '../../config/env';

/**
 * The one reader of the shop's settings for every module (mails, invoices, SSR, WhatsApp, Shiprocket, caps).
 * CONTRACT for parallel work: other modules call `settings.get()` and nothing else. Issue 15 replaces this
 * environment-backed first version with the database-backed one (admin Settings screen, audited, cached and
 * invalidated across processes); environment variables then only give the first-start values.
 */
export interface SettingsService {
  get(): Promise<ShopSettings>;
}

/** First-start values: from the environment where one is set, else the demo shop's. */
export function settingsFromEnvironment(config: Config): ShopSettings {
  return {
    shopName: config.SHOP_NAME,
    legalName: config.SELLER_LEGAL_NAME,
    address: config.SELLER_ADDRESS,
    state: config.SELLER_STATE as ShopSettings['state'],
    gstin: config.SELLER_GSTIN,
    supportEmail: 'support@shopkart.local',
    supportPhone: '+91 80 4000 0000',
    supportHours: 'Mon-Sat, 10:00-18:00 IST',
    notificationEmails: ['orders@shopkart.local'],
    whatsappNumber: config.SHOP_WHATSAPP_NUMBER,
    pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
    pickupAddress: config.SELLER_ADDRESS,
    pickupPincode: config.SHIPROCKET_PICKUP_PINCODE,
    shippingFeeRupees: COD_SHIPPING_FEE_PAISE / 100,
    freeShippingAboveRupees: FREE_SHIPPING_ABOVE_PAISE / 100,
    codEnabled: true,
    codFeeRupees: COD_SHIPPING_FEE_PAISE / 100,
    paymentWindowMinutes: config.RAZORPAY_PAYMENT_WINDOW_MINUTES,
    whatsappConfirmationHours: 24,
    maxUnitsPerProduct: 10,
    maxOpenUnpaidOrders: 3,
    grievanceOfficerName: '',
    grievanceOfficerDesignation: '',
    grievanceOfficerEmail: '',
    grievanceOfficerPhone: '',
    socialLinks: { instagram: '', facebook: '', youtube: '', x: '' },
  };
}

export function createSettingsService({ config }: { config: Config }): SettingsService {
  const settings = settingsFromEnvironment(config);
  return { get: async () => settings };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's settings, for plugins registered outside a module's own wiring (e.g. the storefront). */
    shopSettings: SettingsService;
  }
}
