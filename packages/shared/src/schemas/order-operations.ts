import { z } from 'zod';
import { requiredText } from './text-fields';

/** Admin order operations (issue 14): cancel with a reason the customer reads. */
export const CANCEL_REASON_MAX = 300;

export const ORDER_OPERATION_MESSAGES = {
  reasonRequired: 'Give a reason: the customer will see it',
  reasonTooLong: `The reason can be at most ${CANCEL_REASON_MAX} characters long`,
} as const;

export const adminCancelSchema = z.object({
  reason: requiredText(ORDER_OPERATION_MESSAGES.reasonRequired, CANCEL_REASON_MAX, {
    min: 3,
    tooLong: ORDER_OPERATION_MESSAGES.reasonTooLong,
  }),
});
