import { z } from 'zod';
import { pincodeSchema } from './address';
import { serviceabilityResponseSchema } from './shipping';

/**
 * The product page's "Check delivery" (docs/decisions/211-pin-check-on-the-product-page.md): a PIN code and,
 * optionally, the product, whose packed weight is the parcel's. Public, no account needed.
 */
export const deliveryEstimateQuerySchema = z.object({
  pincode: pincodeSchema,
  productId: z.guid('Invalid product id').optional(),
});
export type DeliveryEstimateQuery = z.output<typeof deliveryEstimateQuerySchema>;

/**
 * The same answer checkout gets for the PIN code, with `codAvailable` also false when the shop has switched
 * cash on delivery off in its Settings.
 */
export const deliveryEstimateResponseSchema = serviceabilityResponseSchema;
export type DeliveryEstimate = z.infer<typeof deliveryEstimateResponseSchema>;
