import { z } from 'zod';

/** A courier the admin may ship an order with: Shiprocket's quote for this parcel (rupees) and its estimate. */
export const courierChoiceSchema = z.object({
  courierId: z.number(),
  courierName: z.string(),
  rate: z.number(),
  etd: z.string().nullable(),
  estimatedDeliveryDays: z.number().nullable(),
  cod: z.boolean(),
  recommended: z.boolean(),
  cheapest: z.boolean(),
  fastest: z.boolean(),
});
export type CourierChoiceDto = z.infer<typeof courierChoiceSchema>;

export const courierChoicesResponseSchema = z.object({
  orderId: z.string(),
  paymentMethod: z.enum(['COD', 'Prepaid']),
  couriers: z.array(courierChoiceSchema),
});
export type CourierChoicesResponse = z.infer<typeof courierChoicesResponseSchema>;

/** Bulk "print labels": the admin's selected orders, one PDF. */
export const bulkLabelsRequestSchema = z.object({
  order_ids: z.array(z.guid('Invalid order id')).min(1, 'Choose at least one order').max(100),
});
