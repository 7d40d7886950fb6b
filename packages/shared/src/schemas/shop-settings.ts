import { z } from 'zod';
import { INDIAN_STATES } from '../indian-states';
import { GSTIN_MESSAGES, findGstinProblem, gstinMatchesState } from '../gstin';
import { GST_RATES_PERCENT, LEGAL_GST_RATES_PERCENT, isLegalGstRate } from '../gst';
import { DEFAULT_SEARCH_SYNONYMS, normaliseSynonymGroups, synonymGroupsProblem } from '../search';
import { RETURN_SHIPPING_PAYERS } from '../returns';
import { blankableText } from './text-fields';
import { contrastWithWhite, HEX_COLOUR, LOGO_PATH, MIN_CONTRAST_WITH_WHITE, THEME_MESSAGES } from '../theme';

/**
 * The shop's own details and business rules, edited by the merchant on the admin Settings screen and stored
 * in the database (docs/decisions: shop settings). One source for SSR pages, the web app's header and footer,
 * mails, invoices, WhatsApp links and Shiprocket. Money is in rupees here, as on every admin form.
 */
const text = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
const pinCode = z.string().regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code');
const rupees = z.number().min(0, 'Cannot be negative').max(1_00_000, 'At most ₹1,00,000');
/**
 * A social link is shown as a link on every page: https:// to a real host only, never `javascript:`, `data:` or
 * anything else a click would run (issue 30).
 */
export const SOCIAL_LINK_MESSAGE = 'Enter a full link starting with https://';
const optionalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https$/, hostname: z.regexes.domain, message: SOCIAL_LINK_MESSAGE })])
  .default('');
/** The search's spelling variants and synonyms (docs/decisions/137-forgiving-search.md): groups of words. */
const wordLines = { message: 'Enter words, one group per line' };
const synonymGroups = z
  .array(z.array(z.string(), wordLines), wordLines)
  .transform(normaliseSynonymGroups)
  .superRefine((groups, ctx) => {
    const problem = synonymGroupsProblem(groups);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const shopSettingsSchema = z
  .object({
    shopName: text(60),
    legalName: text(120),
    address: text(300),
    state: z.enum(INDIAN_STATES, { message: 'Choose a state' }),
    /** Empty until the merchant registers; a live shop must have one (go-live checklist). */
    gstin: z.union([z.literal(''), z.string().trim().toUpperCase()]).default(''),
    supportEmail: z.email('Enter a valid email address'),
    supportPhone: z.string().regex(/^\+?\d[\d -]{8,15}$/, 'Enter a phone number with its area or country code'),
    supportHours: blankableText(100),
    /** Who is told of new orders, contact messages, cancellations and failed refunds. */
    notificationEmails: z.array(z.email('Enter valid email addresses')).min(1, 'Add at least one address').max(5),
    /** Digits with country code, e.g. 919812345678; empty hides WhatsApp ordering. */
    whatsappNumber: z.union([z.literal(''), z.string().regex(/^\d{10,15}$/, 'Digits only, with country code')]),
    pickupLocation: text(100),
    pickupAddress: text(300),
    pickupPincode: pinCode,
    shippingFeeRupees: rupees,
    freeShippingAboveRupees: rupees,
    codEnabled: z.boolean(),
    codFeeRupees: rupees,
    /** Who pays the courier for a return pickup; the returns policy says so (docs/decisions/179-policy-from-settings.md). */
    returnShippingPaidBy: z.enum(RETURN_SHIPPING_PAYERS, { message: 'Choose who pays for return shipping' }).default('shop'),
    /** The returns policy offers an exchange for another size or colour (docs/decisions/244-exchanges.md). */
    exchangesAllowed: z.boolean().default(true),
    paymentWindowMinutes: z.number().int().min(5).max(24 * 60),
    whatsappConfirmationHours: z.number().int().min(1).max(7 * 24),
    /**
     * "Ask buyers to confirm cash-on-delivery orders": a new COD order waits for its buyer's confirmation
     * (link in the order mail, WhatsApp reply) before packing, and is cancelled after the window
     * (docs/decisions/227-cod-confirmation.md). Off by default; on in the demo shop.
     */
    codConfirmationEnabled: z.boolean().default(false),
    codConfirmationHours: z.number().int().min(2, 'At least 2 hours').max(7 * 24, 'At most 7 days').default(24),
    /** COD rules (docs/decisions/228-cod-rules.md): the largest COD order total, whole rupees; 0 for no limit. */
    codMaxOrderValueRupees: z.number().int('Whole rupees only').min(0, 'Cannot be negative').max(100_00_000).default(0),
    /** PIN codes without cash on delivery, sorted and unique. */
    codBlockedPincodes: z
      .array(pinCode)
      .max(5000, 'At most 5,000 PIN codes')
      .transform((codes) => [...new Set(codes)].sort())
      .default([]),
    /** States without cash on delivery. */
    codBlockedStates: z
      .array(z.enum(INDIAN_STATES, { message: 'Choose states from the list' }))
      .transform((states) => [...new Set(states)])
      .default([]),
    /** Refuse COD to a buyer with this many returned (RTO) or unconfirmed-and-expired COD orders; 0 never. */
    codMaxFailedOrders: z.number().int().min(0).max(20, 'At most 20').default(0),
    /** Cash on delivery only to a delivery phone the buyer verified by a one-time code (decision 240). */
    codRequireVerifiedPhone: z.boolean().default(false),
    /**
     * "Ask for the COD fee in advance by UPI" (docs/decisions/252-cod-fee-paid-in-advance.md): a COD order pays its
     * COD fee online when placed and the courier collects the rest. Off by default.
     */
    codFeeAdvanceByUpi: z.boolean().default(false),
    /** Hindi beside the English labels on invoices and credit notes (docs/decisions/260); off by default. */
    invoiceHindiLabels: z.boolean().default(false),
    maxUnitsPerProduct: z.number().int().min(1).max(1000),
    maxOpenUnpaidOrders: z.number().int().min(1).max(100),
    /** Cash-on-delivery orders one customer may have open (not yet shipped) at once (docs/decisions/043). */
    maxOpenCodOrders: z.number().int().min(1).max(100).default(3),
    /** Checkout only once the account's email address is verified (docs/decisions/150-email-verification.md). */
    requireVerifiedEmailForCheckout: z.boolean().default(false),
    /** The largest order total accepted at checkout (a bigger cart gets a clear 422). */
    maxOrderValueRupees: z
      .number()
      .int('Whole rupees only')
      .min(1, 'At least ₹1')
      .max(100_00_00_000, 'At most ₹100 crore')
      .default(10_00_000),
    grievanceOfficerName: blankableText(100),
    grievanceOfficerDesignation: blankableText(100),
    grievanceOfficerEmail: z.union([z.literal(''), z.email('Enter a valid email address')]).default(''),
    grievanceOfficerPhone: blankableText(20),
    socialLinks: z
      .object({ instagram: optionalUrl, facebook: optionalUrl, youtube: optionalUrl, x: optionalUrl })
      .default({ instagram: '', facebook: '', youtube: '', x: '' }),
    /** The GST rates the admin product form offers (docs/decisions/055-configurable-gst-rates.md); sorted, unique. */
    gstRatesPercent: z
      .array(z.number({ message: 'Enter rates as numbers, e.g. 0, 5, 18, 40' }))
      .min(1, 'Offer at least one GST rate')
      .superRefine((rates, ctx) => {
        const wrong = rates.filter((rate) => !isLegalGstRate(rate));
        if (wrong.length > 0)
          ctx.addIssue({
            code: 'custom',
            message: `${wrong.map((r) => `${r}%`).join(', ')} ${wrong.length > 1 ? 'are not GST rates' : 'is not a GST rate'} for goods; choose from ${LEGAL_GST_RATES_PERCENT.map((r) => `${r}%`).join(', ')}`,
          });
      })
      .transform((rates) => [...new Set(rates)].sort((a, b) => a - b))
      .default([...GST_RATES_PERCENT]),
    searchSynonyms: synonymGroups.default(() => DEFAULT_SEARCH_SYNONYMS.map((group) => [...group])),
    /**
     * Aggregate turnover above ₹5 crore: 6-digit HSN codes on product save and the e-invoicing notice
     * (docs/decisions/182-turnover-above-5-crore.md).
     */
    aggregateTurnoverAbove5Crore: z.boolean().default(false),
    /** Buttons and links of the storefront, mails; '' keeps the default palette (decision 215). */
    themeColor: z.union([z.literal(''), z.string().trim().regex(HEX_COLOUR, THEME_MESSAGES.notHex)]).default(''),
    /** The uploaded logo (POST /api/admin/settings/logo sets it); '' shows the default brand mark. */
    logoUrl: z.union([z.literal(''), z.string().regex(LOGO_PATH, 'Upload the logo with the Logo field')]).default(''),
  })
  .superRefine((settings, ctx) => {
    if (settings.themeColor && HEX_COLOUR.test(settings.themeColor)) {
      const ratio = contrastWithWhite(settings.themeColor);
      if (ratio < MIN_CONTRAST_WITH_WHITE)
        ctx.addIssue({ code: 'custom', path: ['themeColor'], message: THEME_MESSAGES.tooLight(ratio) });
    }
    if (!settings.gstin) return;
    const problem = findGstinProblem(settings.gstin);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGES[problem] });
    else if (!gstinMatchesState(settings.gstin, settings.state)) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGES.stateMismatch });
    }
  });

export type ShopSettings = z.infer<typeof shopSettingsSchema>;
