import { z } from 'zod';
import { shippingAddressSchema } from './schemas/address';

/*
 * Cash-on-delivery confirmation (issue 37, docs/decisions/227-cod-confirmation.md): a shop may ask its buyers
 * to confirm each COD order before it is packed. One rule for the server's guards, the admin screens and the
 * buyer's page: an order "awaits confirmation" while it is not packed, not confirmed, and is either a WhatsApp
 * order (the shop confirms it) or a COD order placed with a confirmation deadline (the buyer confirms it).
 */

export interface ConfirmationFacts {
  status: string;
  paymentMethod: string;
  confirmedAt?: string | Date | null;
  codConfirmBy?: string | Date | null;
}

/** True for a COD order that waits for its buyer's confirmation (a deadline was set when it was placed). */
export function awaitsCodConfirmation(order: ConfirmationFacts): boolean {
  return order.status === 'pending' && order.paymentMethod === 'cod' && !!order.codConfirmBy && !order.confirmedAt;
}

/** True for an order that may not be packed yet: an unconfirmed WhatsApp order, or a COD order awaiting its buyer. */
export function awaitsConfirmation(order: ConfirmationFacts): boolean {
  if (order.status !== 'pending' || order.confirmedAt) return false;
  return order.paymentMethod === 'whatsapp' || awaitsCodConfirmation(order);
}

/** The buyer's page for a COD order's confirmation link, relative to the shop's address. */
export function codConfirmationPath(orderId: string, token: string): string {
  return `/orders/${encodeURIComponent(orderId)}/confirm?token=${encodeURIComponent(token)}`;
}

export const COD_CONFIRMATION_MESSAGES = {
  badLink: 'This confirmation link is not valid. Open the latest link from your order email, or see My Orders.',
  expired: 'This confirmation link has expired, so the order was not confirmed in time.',
  cancelled: 'This order is cancelled and can no longer be confirmed.',
  alreadyPacked: 'This order is already being packed, so it can no longer be changed here.',
  notAwaiting: 'This order does not need a confirmation.',
  confirmFirst: 'The buyer has not confirmed this cash-on-delivery order yet. Confirm it with them by phone first.',
} as const;

/** The token carried by the buyer's confirmation link (opaque to the browser). */
const token = z.string().trim().min(10, COD_CONFIRMATION_MESSAGES.badLink).max(200, COD_CONFIRMATION_MESSAGES.badLink);

export const codConfirmationTokenSchema = z.object({ token });

/** A new delivery address for a COD order awaiting confirmation (the buyer's "Change address"). */
export const codAddressChangeSchema = z.object({ token, shippingAddress: shippingAddressSchema });

/** What the buyer's confirmation page shows; no personal data beyond what the link's holder already has. */
export const codConfirmationViewSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  state: z.enum(['awaiting', 'confirmed', 'cancelled', 'expired', 'packed']),
  confirmBy: z.string().nullable(),
  total: z.number(),
  items: z.array(z.object({ name: z.string(), quantity: z.number() })),
  shippingAddress: z.object({
    name: z.string(),
    phone: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
});
export type CodConfirmationView = z.infer<typeof codConfirmationViewSchema>;
