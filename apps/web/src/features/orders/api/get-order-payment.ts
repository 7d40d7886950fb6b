import type { OrderPaymentResponse } from '@shop/shared/schemas/payment';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from '../../../lib/orders/get-my-orders';

/**
 * GET /api/orders/:id/payment: the payment and refund state of an online-payment order (provider order and
 * payment ids, refunded amount, refund status). `payment` is null until a payment was started.
 */
export function orderPaymentQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'payment', orderId],
    queryFn: ({ signal }) =>
      api.get<OrderPaymentResponse>(`/orders/${encodeURIComponent(orderId)}/payment`, { signal }),
  });
}
