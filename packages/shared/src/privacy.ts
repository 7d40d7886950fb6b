import { z } from 'zod';
import { messageResponseSchema } from './schemas/account';
import { postalAddressSchema } from './schemas/address';
import { contactMessageRecordSchema } from './schemas/contact';
import { nominationDtoSchema } from './schemas/nomination';
import { type Words, words } from './shopper-words';

/**
 * The privacy notice (docs/decisions/110-personal-data.md). Raise the version whenever the list below or the
 * notice text changes: every consent row records the version the shopper saw, and a form that shows an older
 * version is refused so the shopper reviews the new one.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29.1';

/**
 * The Data Protection Board of India, to which a shopper may complain (DPDP Act 2023 s.13(3), s.27; Rules 2025
 * r.3(c): the notice links to it). No primary source gives the Board's own web address yet (dpb.gov.in, used before,
 * is only what secondary sites expect), so the notice links the Ministry of Electronics and IT's data protection
 * page, where the Act, the Rules and the Board's notifications are published (docs/decisions/192-board-link.md).
 * Replace `url` with the Board's portal once the Board or the Ministry publishes it.
 */
export const DATA_PROTECTION_BOARD = {
  name: 'Data Protection Board of India',
  url: 'https://www.meity.gov.in/data-protection-framework',
  /** Who publishes the page `url` opens, said next to the link so the shopper knows where it leads. */
  publishedBy: 'the Ministry of Electronics and Information Technology',
} as const;

/**
 * DPDP Rules 2025 r.8(3): personal data, traffic data and logs of a processing are kept at least one year from the
 * processing, then erased unless another law keeps them longer (docs/decisions/175-retention-and-purge.md).
 */
export const PROCESSING_RETENTION_MONTHS = 12;

/** Until when r.8(3) keeps what a processing at `at` touched: the same time one year later. */
export function processingRetentionEnd(at: Date): Date {
  const end = new Date(at.getTime());
  end.setUTCMonth(end.getUTCMonth() + PROCESSING_RETENTION_MONTHS);
  return end;
}

/** Why a consent was given; each purpose has its own row (DPDP Act s.6(1): specific, per purpose). */
export const CONSENT_PURPOSES = ['account', 'order', 'grievance', 'contact', 'whatsapp'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  account:
    'Create and run your account (sign-in, profile, order history) and deliver your orders (name, phone and address shared with the courier)',
  order: 'Deliver your orders (name, phone and address shared with the courier) and issue their tax invoices',
  grievance: 'Handle your grievance: acknowledge it, resolve it within one month and show its status to you',
  contact: 'Answer the message you sent through the contact form',
  whatsapp:
    'Send you updates about your order (placed, confirmation, shipped, refund) and back-in-stock alerts on WhatsApp',
};

/**
 * Whether the checkout must ask for consent to the delivery purpose (docs/decisions/189-consent-at-checkout.md): not
 * when this account consented under the notice now in force, at registration (whose tick names the delivery of
 * orders) or at an earlier checkout; yes for an account with no consent on record (made before consent was required)
 * and for everyone once the notice has changed. The server refuses an order that needs it and lacks it.
 */
export function checkoutNeedsConsent(consents: readonly { purpose: ConsentPurpose; noticeVersion: string }[]): boolean {
  return !consents.some(
    (c) => (c.purpose === 'account' || c.purpose === 'order') && c.noticeVersion === PRIVACY_NOTICE_VERSION,
  );
}

/** What happens to an item when its owner deletes the account. */
export type ErasureRule = 'erased' | 'kept-for-tax' | 'anonymised';

export interface PersonalDataItem {
  /** Stable key, also used as the heading id on the notice. */
  key: string;
  /** What the data is, in the shopper's words. */
  label: string;
  /** The fields the shop stores (table.column), so the notice follows the schema. */
  fields: readonly string[];
  /** Why it is collected. */
  purpose: string;
  /** Who else receives it, if anyone. */
  sharedWith?: string;
  /** What "Delete my account" does to it, and why. */
  onErasure: ErasureRule;
  retention: string;
}

/**
 * Every piece of personal data the shop stores, one list for the privacy notice page and the "Download my
 * data" export. A test compares the `fields` with the database columns, so a new column cannot be left out.
 */
export const PERSONAL_DATA_ITEMS: readonly PersonalDataItem[] = [
  {
    key: 'account',
    label: 'Name, email address and password (stored only as a one-way hash)',
    fields: ['users.name', 'users.email', 'users.password_hash', 'users.created_at'],
    purpose: 'To create your account, sign you in, and send you mails about your account and orders.',
    onErasure: 'erased',
    retention: 'Until you delete your account.',
  },
  {
    key: 'profile',
    label: 'Phone number and saved shipping address (street, city, state, PIN code)',
    fields: ['users.phone', 'users.street', 'users.city', 'users.state', 'users.pincode'],
    purpose: 'To fill in the checkout form for you.',
    onErasure: 'erased',
    retention: 'Until you change it or delete your account.',
  },
  {
    key: 'verifiedPhone',
    label: 'Your verified phone number and when you verified it with a one-time code',
    fields: ['users.verified_phone', 'users.phone_verified_at'],
    purpose:
      'To know the number reaches you: the shop may require it for cash on delivery, and you can sign in with a code sent to it. The codes themselves are stored only as a keyed hash and expire after 10 minutes.',
    sharedWith:
      'The code is sent by SMS through MSG91, or on WhatsApp through Meta, which receive the number and the code.',
    onErasure: 'erased',
    retention: 'Until another account verifies the same number or you delete your account.',
  },
  {
    key: 'orders',
    label:
      'Orders: name, email, phone and delivery address given at checkout (and any correction you gave after a failed delivery), items, amounts, notes, payment method',
    fields: [
      'orders.customer_name',
      'orders.customer_email',
      'orders.shipping_address',
      'failed_deliveries.action',
      'orders.notes',
      'orders.buyer_gstin',
      'orders.buyer_legal_name',
      'orders.buyer_address',
      'order_items.name',
    ],
    purpose:
      'To deliver your order, take payment, tell you about its progress, handle returns and issue the GST tax invoice.',
    sharedWith:
      'The courier (Shiprocket and its delivery partner) receives name, phone and delivery address; the payment gateway (Razorpay) receives the amount and the payment you make on its page.',
    onErasure: 'kept-for-tax',
    retention:
      'Invoiced orders: the name, delivery address and GSTIN printed on the tax invoice are kept for 72 months from the due date of the annual GST return of that financial year (CGST Act s.36); phone, email and notes are erased. Orders without an invoice are anonymised.',
  },
  {
    key: 'consents',
    label: 'Your consents: purpose, notice version and time',
    fields: ['consents.purpose', 'consents.notice_version', 'consents.created_at'],
    purpose: 'To show what you agreed to and when.',
    onErasure: 'erased',
    retention: 'Until you delete your account.',
  },
  {
    key: 'contact',
    label:
      'Messages and grievances sent through the contact and grievance forms: name, email, phone, subject, message, order number, and the history of a grievance',
    fields: [
      'contact_messages.name',
      'contact_messages.email',
      'contact_messages.phone',
      'contact_messages.subject',
      'contact_messages.message',
      'contact_messages.order_number',
      'grievance_events.note',
    ],
    purpose:
      'To answer your question, or to acknowledge, resolve and show the status of your grievance (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)). Your IP address and email are also counted, for 24 hours and outside the database, to stop the forms being abused.',
    onErasure: 'erased',
    retention: 'Until you delete your account (messages sent from its email address).',
  },
  {
    key: 'mail',
    label: 'Mails we send you (order updates, password reset), kept in our outbox',
    fields: ['email_outbox.to_address', 'email_outbox.body_text'],
    purpose: 'To deliver the mail and retry it if the mail server is unavailable.',
    onErasure: 'erased',
    retention: 'Until you delete your account.',
  },
  {
    key: 'returns',
    label:
      'Return requests: your name and email, the reason and description, and the photos or video you send as evidence',
    fields: [
      'return_requests.customer_name',
      'return_requests.customer_email',
      'return_requests.reason',
      'return_requests.description',
      'return_evidence.url',
      'return_items.name',
    ],
    purpose: 'To decide your return, arrange the pickup, refund you and issue the GST credit note.',
    sharedWith: 'The courier (Shiprocket) receives the pickup address of the order for a return pickup.',
    onErasure: 'kept-for-tax',
    retention:
      'Name, email, description and evidence files: until you delete your account (evidence files are then deleted from our store). The items, amounts and credit-note number are kept with the order for the GST retention period (CGST Act s.36).',
  },
  {
    key: 'payout',
    label: 'Refund payout details for cash-on-delivery returns: UPI ID, or bank account name, number and IFSC',
    fields: ['return_requests.payout_details', 'return_requests.payout_reference'],
    purpose: 'To pay your refund when the order was paid in cash.',
    onErasure: 'erased',
    retention:
      'Until you delete your account (the shop may first ask you to wait for an open refund). The payout reference of a paid refund stays with the credit note.',
  },
  {
    key: 'reviews',
    label:
      'Product reviews you write (rating, title, text, photos, the short name shown with them) and your "helpful" votes',
    fields: [
      'reviews.author_name',
      'reviews.rating',
      'reviews.title',
      'reviews.body',
      'reviews.photos',
      'review_votes.user_id',
    ],
    purpose: 'To show other shoppers your review, verified as a buyer, and to sort reviews by helpfulness.',
    sharedWith: 'Published on the product page for everyone to read (first name and last initial only).',
    onErasure: 'anonymised',
    retention:
      'Reviews stay on the product page after you delete your account, shown as by "Former customer" with no link to you; your votes are deleted. You can edit your review before deleting the account.',
  },
  {
    key: 'nomination',
    label: 'Your nominee: the name, email address or phone, and relationship of the person you nominate',
    fields: ['nominations.name', 'nominations.email', 'nominations.phone', 'nominations.relationship'],
    purpose:
      'To let that person exercise your rights over your data if you die or become unable to (DPDP Act s.14). We contact them only then.',
    onErasure: 'erased',
    retention: 'Until you withdraw the nomination or delete your account.',
  },
  {
    key: 'wishlist',
    label: 'Your wishlist: the products you saved and when',
    fields: ['wishlist_items.user_id', 'wishlist_items.product_id', 'wishlist_items.created_at'],
    purpose: 'To keep the products you saved and mail you once when one is back in stock.',
    onErasure: 'erased',
    retention: 'Until you remove the item or delete your account.',
  },
  {
    key: 'stockAlerts',
    label: 'Your "Notify me when back in stock" requests: the product, the email address you gave and when',
    fields: ['stock_alerts.email', 'stock_alerts.user_id', 'stock_alerts.product_id', 'stock_alerts.created_at'],
    purpose: 'To email you once when that product is back in stock. Nothing else is sent to that address.',
    onErasure: 'erased',
    retention:
      'Until the email is sent, then 90 days as a record that it was sent; a request never answered is deleted after a year. Deleting your account removes it at once.',
  },
];

export const PRIVACY_MESSAGES = {
  staleNotice: 'Our privacy notice has changed. Please reload the page and review it before continuing.',
  consentRequired: 'Please accept the privacy notice to continue',
  passwordRequired: 'Enter your password to confirm',
  passwordWrong: 'The password is not correct',
  adminCannotErase:
    'An admin account cannot be deleted from the profile. Ask another admin to change your role to customer first.',
  // ICU templates, worded in the shopper's language by the server (docs/decisions/203).
  orderInTransit:
    'Your order {orderNumber} is on its way. You can delete your account once it has been delivered or returned.',
  paidOrderOpen:
    'Your order {orderNumber} is paid and not yet delivered. Cancel it from My Orders (you get a refund) or wait until it is delivered, then delete your account.',
  returnOpen:
    'Your return for order {orderNumber} is still open. You can delete your account once it has been refunded or rejected.',
  grievanceOpen: 'Your grievance {ticket} is still open. You can delete your account once it has been resolved.',
  orderPlacedMeanwhile: 'An order was placed while the account was being deleted. Please try again.',
  erased: 'Your account has been deleted.',
} as const;

/** Why the admin's Delete of a customer is refused: the same rules as "Delete my account", told to the merchant. */
export const ADMIN_ERASURE_MESSAGES = {
  orderInTransit: (orderNumber: string) =>
    `This customer's order ${orderNumber} is on its way. Delete the account once it has been delivered or returned.`,
  paidOrderOpen: (orderNumber: string) =>
    `This customer's order ${orderNumber} is paid and not yet delivered. Cancel it (the customer is refunded) or wait until it is delivered, then delete the account.`,
  returnOpen: (orderNumber: string) =>
    `This customer's return for order ${orderNumber} is still open. Delete the account once it has been refunded or rejected.`,
  grievanceOpen: (ticket: string) =>
    `This customer's grievance ${ticket} is still open. Resolve it in the Inbox first, then delete the account.`,
} as const;

/** The refusals of an erasure, in the words of whoever asked for it (a shopper's are worded in their language). */
export type ErasureRefusals = Record<keyof typeof ADMIN_ERASURE_MESSAGES, (reference: string) => string | Words>;

/** The shopper's own refusals, as templates with the order number or ticket (docs/decisions/203). */
export const SHOPPER_ERASURE_REFUSALS: ErasureRefusals = {
  orderInTransit: (orderNumber) => words(PRIVACY_MESSAGES.orderInTransit, { orderNumber }),
  paidOrderOpen: (orderNumber) => words(PRIVACY_MESSAGES.paidOrderOpen, { orderNumber }),
  returnOpen: (orderNumber) => words(PRIVACY_MESSAGES.returnOpen, { orderNumber }),
  grievanceOpen: (ticket) => words(PRIVACY_MESSAGES.grievanceOpen, { ticket }),
};

/**
 * The notice version a form showed. Optional in the API so older clients keep working; when sent it must be
 * the current one (a form left open across a notice change is refused with `staleNotice`).
 */
export const privacyNoticeVersionSchema = z
  .string()
  .max(40)
  .refine((v) => v === PRIVACY_NOTICE_VERSION, { message: PRIVACY_MESSAGES.staleNotice });

/** Where consent is a condition (registration): missing means the form showed no notice, so nothing is stored. */
export const requiredNoticeVersionSchema = z
  .string({ error: PRIVACY_MESSAGES.consentRequired })
  .max(40, PRIVACY_MESSAGES.staleNotice)
  .refine((v) => v === PRIVACY_NOTICE_VERSION, { message: PRIVACY_MESSAGES.staleNotice });

export const eraseAccountSchema = z.object({
  password: z.string({ error: PRIVACY_MESSAGES.passwordRequired }).min(1, PRIVACY_MESSAGES.passwordRequired).max(200),
});
export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;

export const consentDtoSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  noticeVersion: z.string(),
  orderId: z.string().nullable(),
  givenAt: z.string(),
});
export type ConsentDto = z.infer<typeof consentDtoSchema>;

/** `GET /api/account/consents`: the account's consents and whether the checkout must ask (checkoutNeedsConsent). */
export const accountConsentsSchema = z.object({
  consents: z.array(consentDtoSchema),
  checkoutNeedsConsent: z.boolean(),
});
export type AccountConsents = z.infer<typeof accountConsentsSchema>;

/**
 * "Download my data" (DPDP Act s.11): everything the shop holds about the signed-in customer. Orders and
 * messages are plain records (the stored values, rupees for amounts).
 */
export const personalDataExportSchema = z.object({
  exportedAt: z.string(),
  noticeVersion: z.string(),
  profile: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    /** The number proved by a one-time code, and when (docs/decisions/240-verified-phone-numbers.md). */
    verifiedPhone: z.string().nullable(),
    phoneVerifiedAt: z.string().nullable(),
    role: z.string(),
    createdAt: z.string(),
  }),
  addresses: z.array(
    z.object({
      source: z.string(),
      name: z.string().optional(),
      phone: z.string().optional(),
      ...postalAddressSchema.shape,
    }),
  ),
  orders: z.array(z.record(z.string(), z.unknown())),
  consents: z.array(consentDtoSchema),
  /** The person nominated under DPDP Act s.14, or null (docs/decisions/190-nomination.md). */
  nomination: nominationDtoSchema.nullable(),
  contactMessages: z.array(contactMessageRecordSchema),
  /** Return requests with items, evidence and timeline; payout details masked except the last 4 characters. */
  returns: z.array(z.record(z.string(), z.unknown())),
  reviews: z.array(z.record(z.string(), z.unknown())),
  /** How many reviews the customer has marked helpful. */
  helpfulVotes: z.number(),
  wishlist: z.array(z.object({ productId: z.string(), addedAt: z.string() })),
  /** "Notify me when back in stock" requests made while signed in (docs/decisions/212-back-in-stock-requests.md). */
  stockAlerts: z.array(
    z.object({ productId: z.string(), email: z.string(), requestedAt: z.string(), notifiedAt: z.string().nullable() }),
  ),
  /** Answers to failed deliveries: the re-attempt day, a corrected phone or address (decision 231). */
  deliveryAnswers: z.array(
    z.object({
      orderId: z.string(),
      reason: z.string(),
      attempts: z.number(),
      answer: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  whatWeHold: z.array(z.object({ key: z.string(), label: z.string(), purpose: z.string(), retention: z.string() })),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

export const eraseAccountResponseSchema = messageResponseSchema.extend({
  cancelledOrders: z.number(),
  keptInvoicedOrders: z.number(),
  anonymisedOrders: z.number(),
});
export type EraseAccountResponse = z.infer<typeof eraseAccountResponseSchema>;

/**
 * Until when an invoice's records are kept: 72 months from the due date of the annual return (GSTR-9) of the
 * invoice's financial year, which is 31 December after the financial year ends (CGST Act s.36, s.44;
 * docs/decisions/110-personal-data.md). India time; April-March financial years.
 */
export function gstRetentionEnd(invoiceDate: Date): Date {
  const ist = new Date(invoiceDate.getTime() + 330 * 60_000);
  const month = ist.getUTCMonth(); // 0 = January
  const fyEndYear = month >= 3 ? ist.getUTCFullYear() + 1 : ist.getUTCFullYear();
  // Annual return due 31 December of the year the financial year ends; + 72 months = 6 years.
  return new Date(Date.UTC(fyEndYear + 6, 11, 31, 18, 29, 59)); // 23:59:59 IST
}
