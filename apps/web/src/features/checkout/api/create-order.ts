import type { CreateOrderInput, Order } from '@shop/shared/schemas/order';
import { api } from '../../../lib/api-client';

/** Exactly what the server keeps of a request after parsing it: product ids and quantities, never prices. */
export type CreateOrderBody = Omit<CreateOrderInput, 'notes'> & Partial<Pick<CreateOrderInput, 'notes'>>;

/**
 * POST /api/orders. The same Idempotency-Key on a retry returns the order the first attempt created, so a
 * lost response never turns into a second order.
 */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<Order> {
  const { order } = await api.post<{ order: Order }>('/orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return order;
}
