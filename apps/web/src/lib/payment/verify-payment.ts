import type { Order } from '@shop/shared/schemas/order';
import { api } from '../api-client';
import type { RazorpaySuccessResponse } from './razorpay';

/** POST /api/orders/verify-payment: the checkout handler's signed answer plus our order id; returns the paid order. */
export async function verifyPayment(orderId: string, response: RazorpaySuccessResponse): Promise<Order> {
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = response;
  const { order } = await api.post<{ order: Order }>('/orders/verify-payment', {
    razorpay_order_id,
    razorpay_payment_id,
    razorpay_signature,
    order_id: orderId,
  });
  return order;
}

/** GET /api/orders/:id, used to learn whether a webhook has marked the order paid. */
export async function fetchOrder(orderId: string): Promise<Order> {
  const { order } = await api.get<{ order: Order }>(`/orders/${encodeURIComponent(orderId)}`);
  return order;
}
