import { z } from 'zod';
import { messageResponseSchema } from './account';
import { contactSchema } from './contact';
import { optionalMatch } from './text-fields';

/**
 * The grievance form (/grievance) and its deadlines (docs/decisions/100-legal-declarations-and-grievances.md):
 * the Consumer Protection (E-Commerce) Rules 2020 ask the grievance officer to acknowledge a complaint within
 * 48 hours and redress it within one month of receipt.
 */
export const GRIEVANCE_ACK_HOURS = 48;
export const GRIEVANCE_RESOLVE_MONTHS = 1;

export const GRIEVANCE_MESSAGES = {
  invalidOrderNumber: 'Order number may contain letters, digits and dashes (at most 40 characters)',
  received: (ticket: string) =>
    `Your grievance is registered as ${ticket}. We have emailed you an acknowledgement and will resolve it within one month.`,
} as const;

export const grievanceSchema = contactSchema.extend({
  orderNumber: optionalMatch(/^[A-Za-z0-9#-]{1,40}$/, GRIEVANCE_MESSAGES.invalidOrderNumber),
});
export type GrievanceInput = z.infer<typeof grievanceSchema>;
export type GrievanceFormValues = z.input<typeof grievanceSchema>;

/** A grievance's two deadlines (ISO, from `grievanceDeadlines`): the form's answer and the Inbox show them. */
export const grievanceDeadlinesSchema = z.object({ acknowledgeBy: z.string(), resolveBy: z.string() });

export const grievanceResponseSchema = messageResponseSchema.extend({
  ticket: z.string(),
  ...grievanceDeadlinesSchema.shape,
});
export type GrievanceResponse = z.infer<typeof grievanceResponseSchema>;

/** Acknowledge within 48 hours and resolve within one calendar month of receipt. */
export function grievanceDeadlines(receivedAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  const acknowledgeBy = new Date(receivedAt.getTime() + GRIEVANCE_ACK_HOURS * 3_600_000);
  const resolveBy = new Date(receivedAt.getTime());
  const day = resolveBy.getUTCDate();
  resolveBy.setUTCDate(1);
  resolveBy.setUTCMonth(resolveBy.getUTCMonth() + GRIEVANCE_RESOLVE_MONTHS);
  // 31 January -> 28/29 February: the last day of a shorter month, never the next month.
  const lastDay = new Date(Date.UTC(resolveBy.getUTCFullYear(), resolveBy.getUTCMonth() + 1, 0)).getUTCDate();
  resolveBy.setUTCDate(Math.min(day, lastDay));
  return { acknowledgeBy, resolveBy };
}
