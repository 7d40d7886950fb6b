import type { CreatePaymentResponse } from '@shop/shared/schemas/payment';
import { api } from '../api-client';

/**
 * POST /api/orders/create-payment: the provider order for one of our online-payment orders, for its stored
 * total. Idempotent on the server: after a dismissal or failure the same provider order comes back.
 */
export function createPayment(orderId: string): Promise<CreatePaymentResponse> {
  return api.post<CreatePaymentResponse>('/orders/create-payment', { receipt: orderId });
}
