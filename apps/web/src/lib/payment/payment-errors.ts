import type { ServerMessageKey } from '@shop/shared/shopper-messages';
import { ApiError, getErrorMessage } from '../api-client';
import { isRefusal } from '../message-key';

/** Server answers meaning this order can never be paid: the shopper has to place a new one. */
const ORDER_CLOSED: readonly ServerMessageKey[] = [
  'payment.orderCancelled',
  'payment.windowClosed',
  'payment.notPayable',
  'payment.latePaymentRefunded',
];

/** A 409 that is this refusal, in whatever language the server worded it (decision 203). */
export const isConflict = (error: unknown, key: ServerMessageKey) =>
  error instanceof ApiError && error.status === 409 && isRefusal(error, key);
export const isOrderClosed = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && ORDER_CLOSED.some((key) => isRefusal(error, key));
/**
 * The server's own message when it sent one, else `fallback`. The API client words a body without a message
 * as "Request failed with status N": not something to show a shopper whose money may have been taken.
 */
export function messageOf(error: unknown, fallback: string): string {
  const message = getErrorMessage(error, fallback);
  return /^Request failed with status \d+$/.test(message) ? fallback : message;
}

/** No answer (status 0) or a server fault: the payment may well have gone through. */
export const isUnanswered = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);
