import type { ShippingAddress } from '@shop/shared/schemas/address';
import type { Order } from '@shop/shared/schemas/order';
import type { PaymentMethod } from '@shop/shared/pricing';
import { api } from '../../../lib/api-client';

export interface CreateOrderBody {
  items: { product: string; quantity: number }[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  notes?: string;
}

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
