import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { PAYMENT_METHODS } from '../pricing';
import { postalAddressSchema, shippingAddressSchema } from './address';
import { privacyNoticeVersionSchema } from '../privacy';
import { FIELD_MAX, MESSAGES, tooLong } from '../messages';
import { countParam } from './query-params';

export const MAX_ORDER_LINES = 50;

/** A business buyer's registered address as typed: its rules (required, state = GSTIN's) are in b2b-buyer.ts. */
const buyerAddressInputSchema = z.object({
  street: z.string().trim().max(FIELD_MAX.street, tooLong('Address', FIELD_MAX.street)).optional(),
  city: z.string().trim().max(FIELD_MAX.city, tooLong('City', FIELD_MAX.city)).optional(),
  state: z.string().trim().max(60, MESSAGES.invalidState).optional(),
  pincode: z.string().trim().max(FIELD_MAX.pincode, MESSAGES.invalidPincode).optional(),
});

export const MAX_LINE_QUANTITY = 100;
export const ORDER_NOTES_MAX = FIELD_MAX.orderNotes;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_MESSAGES = {
  noItems: 'Your cart is empty',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} different products`,
  invalidProduct: 'Invalid product id',
  invalidVariant: 'Invalid variant id',
  invalidQuantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  invalidPaymentMethod: 'Choose cash on delivery, online payment or WhatsApp',
  invalidIdempotencyKey: 'Idempotency-Key must be 8 to 100 characters',
  invoiceNotReady: 'The invoice is available once the order is packed',
  orderNotFound: 'Order not found',
  trackingUnavailable: 'Tracking information is not available at the moment. Please check back later.',
} as const;

const quantitySchema = z
  .number({ error: ORDER_MESSAGES.invalidQuantity })
  .int(ORDER_MESSAGES.invalidQuantity)
  .min(1, ORDER_MESSAGES.invalidQuantity)
  .max(MAX_LINE_QUANTITY, ORDER_MESSAGES.invalidQuantity);

/** What the browser sends (docs/product.md#api). `price` is accepted for compatibility and ignored. */
const orderLineInputSchema = z.object({
  product: z.guid(ORDER_MESSAGES.invalidProduct),
  /** The size/colour chosen (docs/decisions/217-product-variants.md); required when the product has options. */
  variantId: z.guid(ORDER_MESSAGES.invalidVariant).optional(),
  quantity: quantitySchema,
  price: z.unknown().optional().describe('Ignored: the server prices every line from the catalogue'),
});

/** Lines of the same product and variant are one line. */
function lineKey(line: { product: string; variantId?: string }): string {
  return `${line.product.toLowerCase()}/${line.variantId?.toLowerCase() ?? ''}`;
}

/**
 * The order-creation payload. Browser-sent `price`, `total` and `paymentStatus` are part of the documented
 * input (older clients send them; docs/decisions/003-server-is-the-authority-on-prices.md) but are dropped here, so
 * no code path can store them.
 * Duplicate product lines are merged into one line.
 */
export const createOrderSchema = z
  .object({
    items: z
      .array(orderLineInputSchema, { error: ORDER_MESSAGES.noItems })
      .min(1, ORDER_MESSAGES.noItems)
      .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines),
    shippingAddress: shippingAddressSchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.invalidPaymentMethod }),
    notes: z.string().trim().max(ORDER_NOTES_MAX, tooLong('Order notes', ORDER_NOTES_MAX)).optional(),
    /** B2B: the buyer's GSTIN and legal name; the server checks the GSTIN (422 when invalid). */
    buyerGstin: z.string().trim().toUpperCase().max(FIELD_MAX.buyerGstin, 'A GSTIN has 15 characters').optional(),
    buyerLegalName: z
      .string()
      .trim()
      .max(FIELD_MAX.buyerLegalName, tooLong('Legal name', FIELD_MAX.buyerLegalName))
      .optional(),
    /**
     * B2B: the buyer's registered address (legal name above, GSTIN's state); required with a GSTIN and checked
     * by the shared `findBuyerProblem` (422 with a field message; docs/decisions/185).
     */
    buyerAddress: buyerAddressInputSchema.optional(),
    /** The privacy notice the checkout showed; recorded as the order's consent (docs/decisions/110). */
    privacyNoticeVersion: privacyNoticeVersionSchema.optional(),
    /** One coupon code; the server checks and prices it (docs/decisions/135-coupons.md). */
    couponCode: z.string().trim().max(40).optional(),
    /** "Send me order updates on WhatsApp", off unless ticked; recorded as a 'whatsapp' consent (decision 230). */
    whatsappUpdates: z.boolean().optional(),
    total: z.unknown().optional().describe('Ignored: the server computes the total'),
    paymentStatus: z.unknown().optional().describe('Ignored: every new order starts pending'),
  })
  .superRefine(({ items }, ctx) => {
    const merged = new Map<string, number>();
    for (const line of items) {
      const id = line.product.toLowerCase();
      const quantity = (merged.get(id) ?? 0) + line.quantity;
      merged.set(id, quantity);
      if (quantity > MAX_LINE_QUANTITY) {
        ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.invalidQuantity, path: ['items'] });
        return;
      }
    }
  })
  .transform(
    ({
      items,
      shippingAddress,
      paymentMethod,
      notes,
      buyerGstin,
      buyerLegalName,
      buyerAddress,
      privacyNoticeVersion,
      couponCode,
      whatsappUpdates,
    }) => {
      const merged = new Map<string, { product: string; variantId?: string; quantity: number }>();
      for (const line of items) {
        const id = lineKey(line);
        const earlier = merged.get(id);
        const variantId = line.variantId?.toLowerCase();
        merged.set(id, {
          product: line.product.toLowerCase(),
          ...(variantId ? { variantId } : {}),
          quantity: (earlier?.quantity ?? 0) + line.quantity,
        });
      }
      return {
        items: [...merged.values()],
        shippingAddress,
        paymentMethod,
        notes: notes || undefined,
        ...(buyerGstin ? { buyerGstin, buyerLegalName: buyerLegalName || undefined, buyerAddress } : {}),
        ...(privacyNoticeVersion ? { privacyNoticeVersion } : {}),
        ...(couponCode ? { couponCode } : {}),
        ...(whatsappUpdates ? { whatsappUpdates: true as const } : {}),
      };
    },
  );
export type CreateOrderInput = z.output<typeof createOrderSchema>;

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, ORDER_MESSAGES.invalidIdempotencyKey)
  .max(100, ORDER_MESSAGES.invalidIdempotencyKey);

/** `status=` empty or `all` means no filter (the 'All Orders' button). */
const statusFilterSchema = z
  .union([z.enum(ORDER_STATUSES), z.literal(''), z.literal('all')], {
    error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
  })
  .optional()
  .transform((v) => (v === '' || v === 'all' ? undefined : v));

export const orderListQuerySchema = z.object({
  status: statusFilterSchema,
  page: countParam(10_000, 1),
  limit: countParam(100, 20),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const myOrdersQuerySchema = orderListQuerySchema.extend({
  limit: countParam(100, 100),
});

export const updateOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
  trackingNumber: z.string().trim().max(100).optional(),
  notes: z.string().trim().max(ORDER_NOTES_MAX).optional(),
});
export type UpdateOrderStatusInput = z.output<typeof updateOrderStatusSchema>;

const isoDate = z.string();
const nullableDate = isoDate.nullable();

/** An order as the API returns it: money in rupees with 2 decimals (docs/product.md#data). */
export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  subtotal: z.number(),
  /** The coupon's discount on the goods, rupees, and its code (docs/decisions/135-coupons.md). */
  discount: z.number().optional(),
  couponCode: z.string().nullable().optional(),
  shippingFee: z.number(),
  total: z.number(),
  notes: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: nullableDate,
  paymentExpiresAt: nullableDate,
  createdAt: isoDate,
  updatedAt: isoDate,
  packedAt: nullableDate,
  shippedAt: nullableDate,
  deliveredAt: nullableDate,
  cancelledAt: nullableDate,
  /** Why the shop cancelled the order, in the admin's words (issue 14). */
  cancelReason: z.string().nullable().optional(),
  /** When the shop confirmed a WhatsApp order; null while it awaits confirmation. */
  confirmedAt: nullableDate.optional(),
  /** A COD order waiting for its buyer's confirmation until then (docs/decisions/227-cod-confirmation.md). */
  codConfirmBy: nullableDate.optional(),
  /** When the courier brought the parcel back (RTO): the cancelled order reads "Returned to seller" (decision 065). */
  returnedAt: nullableDate.optional(),
  /**
   * A COD order's fee asked in advance by UPI, rupees (0 for none), and when it was paid
   * (docs/decisions/252-cod-fee-paid-in-advance.md).
   */
  codFeeAdvance: z.number().optional(),
  codFeeAdvancePaidAt: nullableDate.optional(),
  /** What the courier collects at the door, rupees: the total less the fee paid in advance (0 for online orders). */
  dueOnDelivery: z.number().optional(),
  user: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
  shippingAddress: z.object({
    name: z.string(),
    email: z.string().optional(),
    phone: z.string(),
    ...postalAddressSchema.shape,
  }),
  items: z.array(
    z.object({
      product: z.object({
        _id: z.string().nullable(),
        name: z.string(),
        sku: z.string().nullable(),
        images: z.array(z.string()),
      }),
      name: z.string(),
      sku: z.string().nullable(),
      price: z.number(),
      mrp: z.number(),
      quantity: z.number(),
      /** This line's share of the coupon discount, rupees. */
      discount: z.number().optional(),
      /** The GST rate the line was sold at (percent), for the order's GST breakup (docs/gst.md). */
      gstRate: z.number().optional(),
      /** The variant sold and its title as sold, "Size M / Maroon" ('' for a product without options; decision 217). */
      variantId: z.string().nullable().optional(),
      variantTitle: z.string().optional(),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = Order['items'][number];

export const orderResponseSchema = z.object({ order: orderSchema });
export const orderListResponseSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** docs/product.md#data, tracking data: the shape the order dialog and the policy page's Track button read. */
export const trackingResponseSchema = z.object({
  tracking_data: z.object({
    tracking_number: z.string(),
    courier_name: z.string(),
    shipment_status: z.string(),
    etd: z.string().nullable(),
    track_history: z.array(z.object({ status: z.string(), location: z.string(), updated_date: z.string() })),
  }),
});
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;

export const publicConfigSchema = z.object({
  shopName: z.string(),
  whatsappNumber: z.string(),
  currency: z.literal('INR'),
  razorpayKeyId: z.string().nullable(),
  razorpayCheckoutUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
