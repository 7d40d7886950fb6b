import { z } from 'zod';
import { messageResponseSchema } from './account';
import { contactSchema } from './contact';
import { emailSchema, optionalMatch, requiredText } from './text-fields';

/**
 * The grievance form (/grievance) and its deadlines (docs/decisions/100-legal-declarations-and-grievances.md):
 * the Consumer Protection (E-Commerce) Rules 2020 ask the grievance officer to acknowledge a complaint within
 * 48 hours and redress it within one month of receipt.
 */
export const GRIEVANCE_ACK_HOURS = 48;
export const GRIEVANCE_RESOLVE_MONTHS = 1;

export const GRIEVANCE_MESSAGES = {
  invalidOrderNumber: 'Order number may contain letters, digits and dashes (at most 40 characters)',
  // `received` and `receivedNoMail` are ICU templates with the ticket (docs/decisions/203).
  received:
    'Your grievance is registered as {ticket}. We have emailed you an acknowledgement and will resolve it within one month.',
  /** The per-recipient acknowledgement cap was reached: this answer is the acknowledgement. */
  receivedNoMail:
    'Your grievance is registered as {ticket}. Please note this number: we have already emailed this address several times today, so no further acknowledgement is mailed. We will resolve it within one month.',
  notFound: 'No grievance matches this ticket number and email address',
  ticketRequired: 'Enter the ticket number (GRV-…)',
  resolutionRequired: 'Write the resolution the complainant will receive',
  resolutionTooLong: `A resolution can be at most ${5000} characters long`,
  notAGrievance: 'This message is not a grievance',
  alreadyResolved: 'This grievance is already resolved',
  notResolved: 'This grievance is still open',
  resolveWithText: 'A grievance is closed with a written resolution: use Resolve',
} as const;

/** A ticket as the status page takes it: GRV-2026-000123, any case, spaces trimmed. */
export const grievanceTicketSchema = z
  .string({ error: GRIEVANCE_MESSAGES.ticketRequired })
  .trim()
  .toUpperCase()
  .regex(/^GRV-[0-9]{4}-[0-9]{1,12}$/, GRIEVANCE_MESSAGES.ticketRequired);

/** The public status page's question: the ticket and the address it was filed from (no sign-in). */
export const grievanceStatusQuerySchema = z.object({ ticket: grievanceTicketSchema, email: emailSchema });
export type GrievanceStatusQuery = z.infer<typeof grievanceStatusQuerySchema>;

/** What happened to a ticket, oldest first; the admin Inbox also shows who did it. */
export const GRIEVANCE_EVENT_KINDS = [
  'received',
  'acknowledged',
  'resolved',
  'reopened',
  'reminder',
  'overdue',
] as const;
export type GrievanceEventKind = (typeof GRIEVANCE_EVENT_KINDS)[number];

export const GRIEVANCE_EVENT_LABELS: Record<GrievanceEventKind, string> = {
  received: 'Received',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  reopened: 'Reopened',
  reminder: 'Deadline reminder sent to the shop',
  overdue: 'Overdue alert sent to the shop',
};

export const grievanceEventSchema = z.object({
  kind: z.enum(GRIEVANCE_EVENT_KINDS),
  at: z.string(),
  /** The resolution or the reason for reopening; for an acknowledgement, how it was given. */
  note: z.string().nullable(),
  /** Admin Inbox only: who did it (null: the shop's own automatic step). */
  by: z.string().nullable().optional(),
});
export type GrievanceEvent = z.infer<typeof grievanceEventSchema>;

export const grievanceStatusSchema = z.object({
  ticket: z.string(),
  status: z.enum(['open', 'resolved']),
  receivedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolveBy: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
  overdue: z.boolean(),
  history: z.array(grievanceEventSchema),
});
export type GrievanceStatus = z.infer<typeof grievanceStatusSchema>;

export const GRIEVANCE_RESOLUTION_MAX = 5000;

/** The admin's written resolution, mailed to the complainant. */
export const grievanceResolveSchema = z.object({
  resolution: requiredText(GRIEVANCE_MESSAGES.resolutionRequired, GRIEVANCE_RESOLUTION_MAX, {
    tooLong: GRIEVANCE_MESSAGES.resolutionTooLong,
  }),
});

/** Reopening: an optional reason, kept in the history (and shown on the status page). */
export const grievanceReopenSchema = z.object({
  reason: z.string().trim().max(1000, 'At most 1000 characters').optional(),
});

export const grievanceSchema = contactSchema.extend({
  orderNumber: optionalMatch(/^[A-Za-z0-9#-]{1,40}$/, GRIEVANCE_MESSAGES.invalidOrderNumber),
});
export type GrievanceFormValues = z.input<typeof grievanceSchema>;

/** A grievance's two deadlines (ISO, from `grievanceDeadlines`): the form's answer and the Inbox show them. */
export const grievanceDeadlinesSchema = z.object({ acknowledgeBy: z.string(), resolveBy: z.string() });

export const grievanceResponseSchema = messageResponseSchema.extend({
  ticket: z.string(),
  /** False when the per-recipient cap held the acknowledgement mail back (the answer itself acknowledges). */
  acknowledgementMailed: z.boolean(),
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
