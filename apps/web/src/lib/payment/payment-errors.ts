import { PAYMENT_MESSAGES } from '@shop/shared/schemas/payment';
import { ApiError, getErrorMessage } from '../api-client';

/** Server answers meaning this order can never be paid: the shopper has to place a new one. */
const ORDER_CLOSED_MESSAGES: readonly string[] = [
  PAYMENT_MESSAGES.orderCancelled,
  PAYMENT_MESSAGES.windowClosed,
  PAYMENT_MESSAGES.notPayable,
  PAYMENT_MESSAGES.latePaymentRefunded,
];

export const isConflict = (error: unknown, message: string) =>
  error instanceof ApiError && error.status === 409 && error.message === message;
export const isOrderClosed = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && ORDER_CLOSED_MESSAGES.includes(error.message);
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
