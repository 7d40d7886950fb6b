import type { OrderStatus } from '@shop/shared/order-status';
import { type OrderStateFacts, orderState, paymentState } from '@shop/shared/status-words';
import type { Translator } from '../../../lib/i18n/i18n';

/**
 * The shared status words (packages/shared/src/status-words.ts, also the admin's and the mails') in the
 * shopper's language: the same states, worded from the order section of the catalogues (decision 249).
 */
export function orderStateWords(order: OrderStateFacts, t: Translator['t']): string {
  return t(`orders.state.${orderState(order)}`);
}

export function orderStatusWords(status: OrderStatus, t: Translator['t']): string {
  return t(`orders.status.${status}`);
}

export function paymentStateWords(
  order: Pick<OrderStateFacts, 'status' | 'paymentMethod' | 'paymentStatus'>,
  t: Translator['t'],
): string {
  return t(`orders.paid.${paymentState(order)}`);
}

export function paymentMethodWords(method: string | null | undefined, t: Translator['t']): string {
  if (method === 'cod' || method === 'razorpay' || method === 'whatsapp') return t(`orders.method.${method}`);
  return method || t('orders.method.none');
}

/**
 * An exchange's difference in words (docs/decisions/244-exchanges.md): positive rupees are paid by the customer,
 * negative refunded. `formatted` is the money already formatted ("₹200").
 */
export function exchangeDifferenceWords(difference: number, formatted: string, t: Translator['t']): string {
  if (difference > 0) return t('return.diff.more', { amount: formatted });
  if (difference < 0) return t('return.diff.back', { amount: formatted });
  return t('return.diff.same');
}
