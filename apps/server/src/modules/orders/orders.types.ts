// The orders module's row types, apart from the repositories that import them (no import circle, decision 199).
import type { orderItems, orders } from '../../db/schema';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRecord = typeof orderItems.$inferSelect;
export interface OrderWithItems extends OrderRecord {
  items: OrderItemRecord[];
}
/** Everything a new order row needs from its writer; the rest starts empty or comes from the database clock. */
export type NewOrderRow = Pick<
  OrderRecord,
  | 'id'
  | 'userId'
  | 'customerName'
  | 'customerEmail'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'subtotalPaise'
  | 'discountPaise'
  | 'couponCode'
  | 'shippingFeePaise'
  | 'totalPaise'
  | 'notes'
  | 'shippingAddress'
  | 'idempotencyKey'
  | 'paymentExpiresAt'
  | 'codConfirmBy'
  | 'whatsappOptIn'
  | 'language'
> &
  Partial<Pick<OrderRecord, 'codFeeAdvancePaise'>>;
