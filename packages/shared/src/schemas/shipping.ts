import { z } from 'zod';
import {
  DEFAULT_PACKAGE,
  MAX_PACKAGE_SIDE_CM,
  MAX_PACKAGE_WEIGHT_KG,
  MIN_PACKAGE_SIDE_CM,
  MIN_PACKAGE_WEIGHT_KG,
} from '../constants';
import { PAYMENT_METHODS } from '../pricing';
import { pincodeSchema } from './address';
import { orderSchema, trackingResponseSchema } from './order';

/** The package limits live with their minima in constants.ts; the courier-choice query takes the maxima from here. */
export { MAX_PACKAGE_SIDE_CM, MAX_PACKAGE_WEIGHT_KG } from '../constants';

export const SHIPPING_MESSAGES = {
  createFailed: 'Failed to create Shiprocket order',
  cancelFailed: 'Failed to cancel Shiprocket order',
  trackingFailed: 'Failed to fetch tracking details',
  serviceabilityFailed: 'Could not check delivery to this PIN code right now',
  serviceabilityDown: 'Could not check delivery to this PIN code right now. Please try again in a minute.',
  // The PIN check's answer; `notServiceable` and `deliversBy` are ICU templates (docs/decisions/203).
  notServiceable: 'Sorry, we do not deliver to PIN code {pincode} yet',
  deliveryAvailable: 'Delivery available',
  deliversBy: 'Delivers by {day}',
  notPacked: 'Only packed orders can be shipped',
  noShipment: 'This order has no Shiprocket shipment',
  orderIdRequired: 'order_id is required',
} as const;

/** A form value: a number, a numeric string, or blank for the default. */
const blankToUndefined = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v;

/** A measure that may be left out (undefined: the server works it out, e.g. the order's weight). */
function optionalMeasure(label: string, unit: string, min: number, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .refine((v) => v >= min, `${label} must be at least ${min} ${unit}`)
      .refine((v) => v <= max, `${label} must be at most ${max} ${unit}`)
      .optional(),
  );
}

/** A measure that is `fallback` when left out. */
function measure(label: string, unit: string, min: number, max: number, fallback: number) {
  return optionalMeasure(label, unit, min, max).transform((v) => v ?? fallback);
}

/** docs/product.md#validation: sides at least 1 cm, weight at least 0.1 kg; defaults 10 x 10 x 10 cm, 0.5 kg. */
export const packageDimensionsSchema = z.object({
  length: measure('Length', 'cm', MIN_PACKAGE_SIDE_CM, MAX_PACKAGE_SIDE_CM, DEFAULT_PACKAGE.length),
  breadth: measure('Breadth', 'cm', MIN_PACKAGE_SIDE_CM, MAX_PACKAGE_SIDE_CM, DEFAULT_PACKAGE.breadth),
  height: measure('Height', 'cm', MIN_PACKAGE_SIDE_CM, MAX_PACKAGE_SIDE_CM, DEFAULT_PACKAGE.height),
  weight: measure('Weight', 'kg', MIN_PACKAGE_WEIGHT_KG, MAX_PACKAGE_WEIGHT_KG, DEFAULT_PACKAGE.weight),
});
export type PackageDimensions = z.output<typeof packageDimensionsSchema>;

/**
 * POST /api/shiprocket/create-order. Older clients send the whole Shiprocket payload; only `order_id`
 * (our order's id) and the package are read: the server builds the payload from the stored order.
 */
export const createShipmentSchema = packageDimensionsSchema
  .extend({
    /** Kilograms; left out: the order's weight from the catalogue (docs/decisions/064-parcel-weight.md). */
    weight: optionalMeasure('Weight', 'kg', MIN_PACKAGE_WEIGHT_KG, MAX_PACKAGE_WEIGHT_KG),
    order_id: z
      .string({ error: SHIPPING_MESSAGES.orderIdRequired })
      .trim()
      .min(1, SHIPPING_MESSAGES.orderIdRequired)
      .max(100),
    /** The courier the admin chose (Shiprocket's courier_company_id); omitted: Shiprocket's recommended one. */
    courier_id: z.coerce.number().int().positive().optional(),
  })
  .loose();

/** The parcel's box (cm) as an answer reports it. */
export const parcelBoxSchema = z.object({ length: z.number(), breadth: z.number(), height: z.number() });

/** A courier's delivery estimate from Shiprocket. */
export const courierEstimateSchema = z.object({
  /** The courier's own wording, e.g. `Jul 01, 2024`. */
  etd: z.string().nullable(),
  estimatedDeliveryDays: z.number().nullable(),
});

export const shipmentSummarySchema = z.object({
  /** Shiprocket's order id. */
  order_id: z.string(),
  shipment_id: z.string(),
  status: z.string(),
  awb_code: z.string().nullable(),
  courier_name: z.string().nullable(),
  /** When the courier comes (ISO); null until Shiprocket scheduled the pickup. */
  pickup_scheduled_date: z.string().nullable().optional(),
  ...parcelBoxSchema.shape,
  weight: z.number(),
});

export const createShipmentResponseSchema = shipmentSummarySchema.extend({
  /** True when the order had been shipped before and this answer repeats that shipment. */
  existing: z.boolean(),
  order: orderSchema,
});
export type CreateShipmentResponse = z.infer<typeof createShipmentResponseSchema>;

export const cancelShipmentResponseSchema = z.object({
  message: z.string(),
  shipment: shipmentSummarySchema,
  order: orderSchema,
  /** `refunded`: the payment went back; `pending`: paid and owed, the payments job keeps trying. */
  refund: z.enum(['not-needed', 'refunded', 'pending']),
});

/**
 * What owners and admins see: the tracking data of docs/product.md#data plus the shipment's ids and the courier's
 * wording.
 */
export const trackingDetailResponseSchema = z.object({
  tracking_data: trackingResponseSchema.shape.tracking_data.extend({
    order_id: z.string(),
    shipment_id: z.string().nullable(),
    awb_code: z.string().nullable(),
    track_url: z.string().nullable(),
    current_status_id: z.number().nullable(),
    delivered_date: z.string().nullable(),
    /** When the courier comes for the parcel (ISO), once Shiprocket scheduled the pickup. */
    pickup_scheduled_date: z.string().nullable().optional(),
    track_history: z.array(
      z.object({
        status: z.string(),
        location: z.string(),
        updated_date: z.string(),
        activity: z.string(),
        sr_status: z.number().nullable(),
      }),
    ),
  }),
});
export type TrackingDetailResponse = z.infer<typeof trackingDetailResponseSchema>;

export const serviceabilityRequestSchema = z.object({
  pincode: pincodeSchema,
  weight: measure('Weight', 'kg', MIN_PACKAGE_WEIGHT_KG, MAX_PACKAGE_WEIGHT_KG, DEFAULT_PACKAGE.weight),
});
export type ServiceabilityRequest = z.output<typeof serviceabilityRequestSchema>;

export const serviceabilityResponseSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  /** Cash on delivery possible: false hides the COD option at checkout. */
  codAvailable: z.boolean(),
  /** India calendar day `yyyy-mm-dd` of the expected delivery ('Delivers by <date>'), null when not serviceable. */
  deliveryDate: z.string().nullable(),
  ...courierEstimateSchema.shape,
  courierName: z.string().nullable(),
  message: z.string(),
});
export type ServiceabilityResult = z.infer<typeof serviceabilityResponseSchema>;

export const calculateShippingRequestSchema = z.object({
  items: z
    .array(
      z.object({
        product: z.guid('Invalid product id'),
        /** The size/colour in the cart (decision 217): priced as that variant. */
        variantId: z.guid('Invalid variant id').optional(),
        quantity: z.number().int().min(1).max(100),
        price: z.unknown().optional(),
      }),
    )
    .min(1, 'Your cart is empty')
    .max(50),
  paymentMethod: z.enum(PAYMENT_METHODS).default('cod'),
  pincode: pincodeSchema.optional(),
});
export type CalculateShippingRequest = z.output<typeof calculateShippingRequestSchema>;

export const calculateShippingResponseSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS),
  subtotal: z.number(),
  shippingFee: z.number(),
  total: z.number(),
  isFreeShipping: z.boolean(),
  freeShippingAbove: z.number(),
  /** Null without a PIN code, or when the courier could not be asked. */
  delivery: serviceabilityResponseSchema.nullable(),
});
export type CalculateShippingResponse = z.infer<typeof calculateShippingResponseSchema>;
