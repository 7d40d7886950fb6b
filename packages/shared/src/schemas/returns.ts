import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATUSES } from '../returns';
import { countParam } from './query-params';
import { optionalText, requiredText } from './text-fields';

/** Customer return requests, admin decisions and COD payouts (docs/decisions/120-123). */
export const RETURN_MESSAGES = {
  reason: 'Choose why you are returning it: wrong, damaged or significantly different product',
  description: 'Describe the problem in a few words (at least 10 characters)',
  descriptionTooLong: 'The description can be at most 1000 characters long',
  items: 'Choose at least one item and how many to return',
  quantity: 'Quantity must be a whole number from 1',
  evidenceMissing: 'Add 1 to 5 photos of the product',
  tooManyPhotos: 'Add at most 5 photos',
  wrongType: 'Photos must be JPEG, PNG or WebP',
  noVideos: 'Please send photos only (JPEG, PNG or WebP): videos cannot be accepted',
  photoTooLarge: 'Each photo can be at most 5 MB',
  tooManyAttempts:
    'You have sent too many return requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  notDelivered: 'A return can be requested once the order is delivered',
  windowClosed: 'The 48-hour return window for this order has closed',
  notYourOrder: 'Order not found',
  itemNotInOrder: 'That item is not part of this order',
  tooMany: '{left, plural, =0 {"{name}" has already been returned} other {You can return at most # of "{name}"}}',
  open: 'This order already has an open return request',
  notFound: 'Return request not found',
  badTransition: 'This return is not at that step',
  upi: 'Enter a UPI ID such as name@bank',
  ifsc: 'Enter an 11-character IFSC such as HDFC0001234',
  account: 'Enter the account number: 9 to 18 digits',
  accountName: 'Enter the account holder name',
  payoutNeeded: 'For a cash-on-delivery order, give a UPI ID or bank account for the refund',
  note: 'The note can be at most 500 characters long',
  rejectNote: 'Give a reason: the customer will see it',
  reference: 'Enter the payment reference (UTR or UPI transaction id)',
  notCod: 'Only a cash-on-delivery refund is paid by hand',
  openNote: 'Say why the shop opens this return (at least 10 characters): the customer reads it',
  openNotDelivered: 'A return can be opened once the order is delivered',
  // Exchanges (docs/decisions/244-exchanges.md).
  exchangesOff: 'This shop does not exchange items: ask for a refund instead',
  exchangeOneLine: 'An exchange is for one item: choose only the item you want in another size or colour',
  exchangeVariant: 'Choose the size or colour you want instead',
  exchangeSameVariant: 'Choose a different size or colour from the one you have',
  exchangeNotSold: 'That size or colour is no longer sold: choose another, or ask for a refund',
  exchangeOutOfStock:
    '{left, plural, =0 {{what} is out of stock: choose another size or colour, or ask for a refund} other {Only # left of {what}: choose fewer, another size or colour, or ask for a refund}}',
} as const;

export const returnReasonSchema = z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason });
export const returnStatusSchema = z.enum(RETURN_STATUSES);

/** UPI ID: handle@provider (NPCI VPA format). */
export const UPI_ID_RE = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** IFSC: 4 letters (bank), 0, 6 letters or digits (branch). */
export const IFSC_RE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers are 9 to 18 digits. */
export const BANK_ACCOUNT_RE = /^\d{9,18}$/;

/** Where a COD refund is paid: a UPI ID or a bank account (docs/decisions/122-cod-payouts.md). */
export const payoutDetailsSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('upi'),
      upiId: z.string({ error: RETURN_MESSAGES.upi }).trim().regex(UPI_ID_RE, RETURN_MESSAGES.upi),
    }),
    z.object({
      method: z.literal('bank'),
      accountName: z.string({ error: RETURN_MESSAGES.accountName }).trim().min(2, RETURN_MESSAGES.accountName).max(100),
      accountNumber: z
        .string({ error: RETURN_MESSAGES.account })
        .transform((v) => v.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(BANK_ACCOUNT_RE, RETURN_MESSAGES.account)),
      ifsc: z
        .string({ error: RETURN_MESSAGES.ifsc })
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(IFSC_RE, RETURN_MESSAGES.ifsc)),
    }),
  ],
  { error: RETURN_MESSAGES.payoutNeeded },
);
export type PayoutDetails = z.output<typeof payoutDetailsSchema>;

export const returnItemInputSchema = z.object({
  orderItemId: z.uuid({ error: RETURN_MESSAGES.items }),
  quantity: z.coerce
    .number({ error: RETURN_MESSAGES.quantity })
    .int(RETURN_MESSAGES.quantity)
    .min(1, RETURN_MESSAGES.quantity),
});

/** The text fields of a return request (the evidence comes as files in the same multipart form). */
export const returnRequestFieldsSchema = z.object({
  items: z.array(returnItemInputSchema, { error: RETURN_MESSAGES.items }).min(1, RETURN_MESSAGES.items).max(50),
  reason: returnReasonSchema,
  description: requiredText(RETURN_MESSAGES.description, 1000, {
    min: 10,
    tooLong: RETURN_MESSAGES.descriptionTooLong,
  }),
  payout: payoutDetailsSchema.optional(),
  /** An exchange: the variant of the same product wanted instead of a refund (empty: a refund). */
  exchangeVariantId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.uuid({ error: RETURN_MESSAGES.exchangeVariant }).optional(),
  ),
});
export type ReturnRequestFields = z.output<typeof returnRequestFieldsSchema>;

/**
 * The admin opens a return for the customer, after the window too (a late delivery, a defect found later: the
 * policy says to write to the shop), with a note saying why (docs/decisions/191-admin-opens-return.md). No photos:
 * the customer sent them by mail, or the shop decides without. A COD order needs where to pay the refund.
 */
export const adminOpenReturnSchema = z.object({
  items: returnRequestFieldsSchema.shape.items,
  reason: returnReasonSchema,
  note: requiredText(RETURN_MESSAGES.openNote, 500, { min: 10, tooLong: RETURN_MESSAGES.note }),
  payout: payoutDetailsSchema.optional(),
});
export type AdminOpenReturnInput = z.output<typeof adminOpenReturnSchema>;

/** The admin's note on a step: the customer reads it. */
const optionalNote = optionalText(500, RETURN_MESSAGES.note);

export const returnDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), note: optionalNote }),
  z.object({
    decision: z.literal('reject'),
    note: requiredText(RETURN_MESSAGES.rejectNote, 500, { min: 3, tooLong: RETURN_MESSAGES.note }),
  }),
]);
export type ReturnDecisionInput = z.output<typeof returnDecisionSchema>;

export const returnReceivedSchema = z.object({
  /** Order item ids whose returned units arrived damaged: they do not go back to stock. */
  damagedItemIds: z.array(z.uuid()).max(50).default([]),
  note: optionalNote,
});
export type ReturnReceivedInput = z.output<typeof returnReceivedSchema>;

export const payoutPaidSchema = z.object({
  reference: requiredText(RETURN_MESSAGES.reference, 64, { min: 4 }),
});

export const returnListQuerySchema = z.object({
  status: returnStatusSchema.optional(),
  page: countParam(undefined, 1),
  limit: countParam(100, 20),
});
export type ReturnListQuery = z.output<typeof returnListQuerySchema>;

const rupees = z.number();

export const returnItemSchema = z.object({
  orderItemId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unitPrice: rupees,
  discountShare: rupees,
  refund: rupees,
  damaged: z.boolean(),
});

export const returnEventSchema = z.object({
  status: z.string(),
  label: z.string(),
  at: z.string(),
  note: z.string().nullable(),
});

export const returnRequestSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: returnStatusSchema,
  reason: returnReasonSchema,
  description: z.string(),
  evidence: z.array(z.object({ url: z.string(), kind: z.enum(['photo', 'video']) })),
  items: z.array(returnItemSchema),
  refundAmount: rupees,
  refundMethod: z.enum(['razorpay', 'manual']),
  payout: z
    .object({
      method: z.enum(['upi', 'bank']),
      destination: z.string(),
      reference: z.string().nullable(),
      paidAt: z.string().nullable(),
    })
    .nullable(),
  adminNote: z.string().nullable(),
  pickup: z.object({ shipmentId: z.string(), awb: z.string().nullable(), status: z.string().nullable() }).nullable(),
  refundedAt: z.string().nullable(),
  /** 15 business days after it was received (docs/decisions/178-refund-due-dates.md); null before. */
  refundDueAt: z.string().nullable(),
  /** Past its due date and not yet refunded. */
  refundOverdue: z.boolean(),
  /** Opened by the shop for the customer (after the window), not asked by the customer. */
  openedByAdmin: z.boolean(),
  creditNoteNumber: z.string().nullable(),
  /** What the credit note credits: the returned goods' value (more than the refund in an exchange). */
  creditedAmount: rupees,
  /**
   * An exchange for another size or colour (docs/decisions/244-exchanges.md): the variant, its price as quoted,
   * what the customer pays (positive) or gets back (negative), and the order that ships it once accepted.
   */
  exchange: z
    .object({
      variantId: z.string().nullable(),
      title: z.string(),
      quantity: z.number(),
      unitPrice: rupees,
      difference: rupees,
      replacementOrderId: z.string().nullable(),
    })
    .nullable(),
  events: z.array(returnEventSchema),
  createdAt: z.string(),
  customerName: z.string().optional(),
  customerEmail: z.string().optional(),
});
export type ReturnRequestDto = z.output<typeof returnRequestSchema>;

export const returnListResponseSchema = z.object({
  returns: z.array(returnRequestSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});

/** What the order page needs to offer "Request a return" (or say why not). */
export const returnEligibilitySchema = z.object({
  eligible: z.boolean(),
  reason: z.string().nullable(),
  windowEndsAt: z.string().nullable(),
  items: z.array(
    z.object({
      orderItemId: z.string(),
      name: z.string(),
      /** "Size M / Maroon" as sold; '' for a product without options. */
      variantTitle: z.string(),
      productId: z.string().nullable(),
      variantId: z.string().nullable(),
      returnable: z.number(),
      unitPrice: rupees,
    }),
  ),
  paymentMethod: z.string(),
  /** The policy offers exchanges for another size or colour (a setting). */
  exchangesAllowed: z.boolean(),
  returns: z.array(returnRequestSchema),
});
