import { z } from 'zod';
import type { ShopSettings } from './shop-settings';

/**
 * What every visitor may see of the shop's settings (SSR pages, the web app's header and footer, WhatsApp
 * links), and whether this server is the demo shop (the "Demo shop" banner, demo accounts on /login).
 */
export const publicShopSchema = z.object({
  mode: z.enum(['demo', 'live']),
  shopName: z.string(),
  legalName: z.string(),
  address: z.string(),
  state: z.string(),
  gstin: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportHours: z.string(),
  whatsappNumber: z.string(),
  codEnabled: z.boolean(),
  shippingFeeRupees: z.number(),
  freeShippingAboveRupees: z.number(),
  codFeeRupees: z.number(),
  /** Checkout asks a COD order's fee in advance by UPI (docs/decisions/252-cod-fee-paid-in-advance.md). */
  codFeeAdvanceByUpi: z.boolean(),
  returnShippingPaidBy: z.enum(['shop', 'customer']),
  /** Returns may ask for another size or colour instead of a refund (docs/decisions/244-exchanges.md). */
  exchangesAllowed: z.boolean(),
  /** The stock-hoarding cap: the most units of one product one order may hold (the cart and product page obey it). */
  maxUnitsPerProduct: z.number().int().positive(),
  /** Checkout waits for a verified email address (docs/decisions/150-email-verification.md). */
  requireVerifiedEmailForCheckout: z.boolean(),
  grievanceOfficerName: z.string(),
  grievanceOfficerDesignation: z.string(),
  grievanceOfficerEmail: z.string(),
  grievanceOfficerPhone: z.string(),
  /** '#rrggbb' or '' (the default palette); the server also writes it into every page's head (decision 215). */
  themeColor: z.string(),
  logoUrl: z.string(),
  socialLinks: z.object({ instagram: z.string(), facebook: z.string(), youtube: z.string(), x: z.string() }),
});
export type PublicShop = z.infer<typeof publicShopSchema>;

export function toPublicShop(settings: ShopSettings, mode: PublicShop['mode']): PublicShop {
  const { notificationEmails: _n, pickupLocation: _l, pickupAddress: _a, pickupPincode: _p, ...rest } = settings;
  const { paymentWindowMinutes: _w, whatsappConfirmationHours: _h, ...shown } = rest;
  const { maxOpenUnpaidOrders: _o, maxOpenCodOrders: _c, maxOrderValueRupees: _m, ...visible } = shown;
  const { aggregateTurnoverAbove5Crore: _t, codConfirmationEnabled: _e, codConfirmationHours: _ch, ...open } = visible;
  // The COD rules are asked per order (GET /api/orders/cod-availability), not published.
  const { codMaxOrderValueRupees: _v, codBlockedPincodes: _bp, codBlockedStates: _bs, codMaxFailedOrders: _f, ...openRules } = open;
  const { codRequireVerifiedPhone: _vp, ...forVisitors } = openRules;
  return { mode, ...forVisitors };
}

export const goLiveItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  isDone: z.boolean(),
  hint: z.string(),
  fixLink: z.string(),
});

export const adminSettingsResponseSchema = z.object({
  // As stored: first-start values may not pass the form's rules yet (the demo GSTIN), and must still show.
  settings: z.custom<ShopSettings>((value) => typeof value === 'object' && value !== null),
  mode: z.enum(['demo', 'live']),
  checklist: z.array(goLiveItemSchema),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;
export type GoLiveChecklistItem = z.infer<typeof goLiveItemSchema>;
