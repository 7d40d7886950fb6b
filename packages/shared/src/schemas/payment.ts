import { z } from 'zod';
import { PAYMENT_STATUSES } from './order';

/** Online payment (Razorpay) requests and answers: one schema for server validation, client and API docs. */

export const PAYMENT_MESSAGES = {
  invalidOrderId: 'Invalid order id',
  providerUnavailable: 'Payment provider is unavailable. Please try again in a moment.',
  providerRefused:
    'The payment provider could not start this payment. Please try again or choose another payment method.',
  verificationFailed:
    'Payment verification failed. If money was deducted, it will be confirmed or refunded automatically.',
  notOnline: 'This order is not paid online',
  notStarted: 'Payment has not been started for this order',
  alreadyPaid: 'This order is already paid',
  notPayable: 'This order can no longer be paid online',
  orderCancelled: 'This order was cancelled. Please place a new order.',
  windowClosed: 'The time to pay for this order has run out. Please place your order again.',
  latePaymentRefunded:
    'Your payment arrived after this order had expired, so it is being refunded in full. Please place a new order.',
  invalidWebhookSignature: 'Invalid webhook signature',
  webhooksNotConfigured: 'Webhooks are not configured',
  malformedWebhook: 'Malformed webhook body',
} as const;

export const createPaymentSchema = z.object({
  receipt: z.guid(PAYMENT_MESSAGES.invalidOrderId).describe('Our order id, as returned by POST /api/orders'),
  amount: z.unknown().optional().describe('Ignored: the amount is the stored order total'),
  currency: z.unknown().optional().describe('Ignored: always INR'),
});

/** Everything the browser needs for `new Razorpay(options)`; `order.amount` is in paise, as checkout.js expects. */
export const createPaymentResponseSchema = z.object({
  order: z.object({
    id: z.string().describe('Razorpay order id: options.order_id'),
    amount: z.number().int().describe('paise: options.amount'),
    currency: z.literal('INR'),
    receipt: z.string(),
  }),
  key_id: z.string().describe('options.key (the public key id; the secret never leaves the server)'),
  checkoutUrl: z.string().describe('The checkout script to load'),
  orderId: z.string().describe('Our order id'),
  expiresAt: z.string().nullable().describe('When the order stops waiting for payment'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** What checkout.js hands to options.handler, plus our order id. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
  order_id: z.guid(PAYMENT_MESSAGES.invalidOrderId),
});
export type VerifyPaymentInput = z.output<typeof verifyPaymentSchema>;

/**
 * The provider-side record of an order's payment. created: waiting for the shopper; failed: the last attempt
 * failed (the order can still be paid); captured: paid; refund_initiated: refund accepted by the provider;
 * refunded: refund processed; refund_failed: needs an admin.
 */
export const PAYMENT_RECORD_STATUSES = [
  'created',
  'failed',
  'captured',
  'refund_initiated',
  'refunded',
  'refund_failed',
] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/** due: owed (cancelled paid order) and being sent; pending: accepted by the provider; processed: done. */
export const REFUND_STATUSES = ['due', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const orderPaymentSchema = z.object({
  provider: z.literal('razorpay'),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  amount: z.number().describe('rupees'),
  currency: z.string(),
  refundedAmount: z.number().describe('rupees'),
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const orderPaymentResponseSchema = z.object({
  orderId: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  payment: orderPaymentSchema.nullable(),
});
export type OrderPaymentResponse = z.infer<typeof orderPaymentResponseSchema>;
