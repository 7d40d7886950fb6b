import { z } from 'zod';
import { DEFAULT_PACKAGE, MIN_PACKAGE_SIDE_CM, MIN_PACKAGE_WEIGHT_KG } from '../constants';
import { MAX_PACKAGE_SIDE_CM, MAX_PACKAGE_WEIGHT_KG, courierEstimateSchema, parcelBoxSchema } from './shipping';

/** A courier the admin may ship an order with: Shiprocket's quote for this parcel (rupees) and its estimate. */
export const courierChoiceSchema = z.object({
  courierId: z.number(),
  courierName: z.string(),
  rate: z.number(),
  ...courierEstimateSchema.shape,
  cod: z.boolean(),
  recommended: z.boolean(),
  cheapest: z.boolean(),
  fastest: z.boolean(),
});

const side = z.coerce.number().min(MIN_PACKAGE_SIDE_CM).max(MAX_PACKAGE_SIDE_CM);

/**
 * GET /api/shiprocket/couriers/:id. `weight` (kg) left out: the order's weight from the catalogue; the box (cm)
 * defaults to the package form's 10 x 10 x 10.
 */
export const courierChoicesQuerySchema = z.object({
  weight: z.coerce.number().min(MIN_PACKAGE_WEIGHT_KG).max(MAX_PACKAGE_WEIGHT_KG).optional(),
  length: side.default(DEFAULT_PACKAGE.length),
  breadth: side.default(DEFAULT_PACKAGE.breadth),
  height: side.default(DEFAULT_PACKAGE.height),
});

export const courierChoicesResponseSchema = z.object({
  orderId: z.string(),
  paymentMethod: z.enum(['COD', 'Prepaid']),
  /** The parcel the couriers quoted for: kg, and the box in cm. */
  weightKg: z.number(),
  orderWeightKg: z.number(),
  ...parcelBoxSchema.shape,
  couriers: z.array(courierChoiceSchema),
});
export type CourierChoicesResponse = z.infer<typeof courierChoicesResponseSchema>;

/** Bulk "print labels": the admin's selected orders, one PDF. */
export const bulkLabelsRequestSchema = z.object({
  order_ids: z.array(z.guid('Invalid order id')).min(1, 'Choose at least one order').max(100),
});

/**
 * Bulk labels print what can be printed: the orders that could not be are named in this response header, as
 * URI-encoded JSON of `LabelFailure[]` (the body is the PDF of the others).
 */
export const LABELS_FAILED_HEADER = 'x-labels-failed';

export const labelFailureSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** Why its label could not be printed, in the admin's words ("no AWB yet", "shipment cancelled"). */
  reason: z.string(),
});
export type LabelFailure = z.infer<typeof labelFailureSchema>;

/** The failures a bulk labels answer names in its header; none when the header is absent or unreadable. */
export function labelFailuresFromHeader(value: string | null): LabelFailure[] {
  if (!value) return [];
  try {
    const parsed = z.array(labelFailureSchema).safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
