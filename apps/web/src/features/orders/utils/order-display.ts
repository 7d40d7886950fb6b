import type { Order } from '@shop/shared/schemas/order';

/** Units in the order, not lines: two of one product count as 2 items. */
export function countOrderItems(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
