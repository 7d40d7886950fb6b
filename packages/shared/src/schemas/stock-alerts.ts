import { z } from 'zod';
import { emailSchema } from './text-fields';

/** "Notify me when back in stock" (docs/decisions/212-back-in-stock-requests.md). */
export const STOCK_ALERT_MESSAGES = {
  inStock: 'This product is in stock now: you can add it to your cart.',
  /** An ICU template (docs/decisions/203). */
  saved: 'We will email {email} once, when it is back in stock.',
} as const;

export const stockAlertRequestSchema = z.object({
  productId: z.guid('Invalid product id'),
  email: emailSchema,
});
export type StockAlertRequest = z.output<typeof stockAlertRequestSchema>;

export const stockAlertResponseSchema = z.object({ message: z.string(), email: z.string() });
export type StockAlertResponse = z.infer<typeof stockAlertResponseSchema>;
