import { z } from 'zod';

/** Admin order operations (issue 14): cancel with a reason the customer reads. */
export const CANCEL_REASON_MAX = 300;

export const ORDER_OPERATION_MESSAGES = {
  reasonRequired: 'Give a reason: the customer will see it',
  reasonTooLong: `The reason can be at most ${CANCEL_REASON_MAX} characters long`,
} as const;

export const adminCancelSchema = z.object({
  reason: z
    .string({ error: ORDER_OPERATION_MESSAGES.reasonRequired })
    .trim()
    .min(3, ORDER_OPERATION_MESSAGES.reasonRequired)
    .max(CANCEL_REASON_MAX, ORDER_OPERATION_MESSAGES.reasonTooLong),
});
export type AdminCancelInput = z.output<typeof adminCancelSchema>;
