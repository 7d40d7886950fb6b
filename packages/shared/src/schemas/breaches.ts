import { z } from 'zod';
import { requiredText } from './text-fields';

/**
 * The breach register (DPDP Rules 2025 r.7, docs/decisions/177-breach-register.md): what the merchant records
 * about an incident, and what the admin screen shows of it. Each text field is one item r.7 asks the notices for.
 */

/** The Board's detailed report is due this many hours after the shop became aware of the breach (r.7(2)(b)). */
export const BOARD_REPORT_HOURS = 72;

export const BREACH_MESSAGES = {
  title: 'Give the incident a short title',
  description: 'Describe what happened: its nature, extent and where (at least 20 characters)',
  dataAffected: 'Say which personal data was affected',
  consequences: 'Say what the breach may mean for the people affected',
  measures: 'Say what the shop has done or will do about it',
  shopperSteps: 'Say what the people affected can do to protect themselves',
  discoveredAt: 'Enter when the shop found out, as a date and time',
  discoveredInFuture: 'When the shop found out cannot be in the future',
  occurredAfterDiscovery: 'The breach cannot have happened after it was found',
  affected: 'Choose all customers, or list the affected accounts by email address',
  unknownEmails: (emails: string[]) =>
    `No account has ${emails.length > 1 ? 'these addresses' : 'this address'}: ${emails.join(', ')}`,
  notFound: 'Incident not found',
  nobodyToNotify: 'Nobody to notify: the affected accounts no longer exist',
} as const;

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), message);

export const breachInputSchema = z
  .object({
    title: requiredText(BREACH_MESSAGES.title, 120),
    description: requiredText(BREACH_MESSAGES.description, 4000, { min: 20 }),
    dataAffected: requiredText(BREACH_MESSAGES.dataAffected, 1000),
    consequences: requiredText(BREACH_MESSAGES.consequences, 2000),
    measures: requiredText(BREACH_MESSAGES.measures, 2000),
    shopperSteps: requiredText(BREACH_MESSAGES.shopperSteps, 2000),
    discoveredAt: isoDate(BREACH_MESSAGES.discoveredAt),
    /** When it happened, if known. */
    occurredAt: z.union([z.literal(''), isoDate(BREACH_MESSAGES.discoveredAt)]).optional(),
    affectsAll: z.boolean().default(false),
    /** The affected accounts by email, when not all. */
    affectedEmails: z.array(z.email(BREACH_MESSAGES.affected).trim().toLowerCase()).max(10_000).default([]),
  })
  .superRefine((input, ctx) => {
    if (!input.affectsAll && input.affectedEmails.length === 0)
      ctx.addIssue({ code: 'custom', path: ['affectedEmails'], message: BREACH_MESSAGES.affected });
    if (Date.parse(input.discoveredAt) > Date.now() + 60_000)
      ctx.addIssue({ code: 'custom', path: ['discoveredAt'], message: BREACH_MESSAGES.discoveredInFuture });
    if (input.occurredAt && Date.parse(input.occurredAt) > Date.parse(input.discoveredAt))
      ctx.addIssue({ code: 'custom', path: ['occurredAt'], message: BREACH_MESSAGES.occurredAfterDiscovery });
  });
export type BreachInput = z.input<typeof breachInputSchema>;
export type BreachFields = z.output<typeof breachInputSchema>;

export const breachIncidentSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  title: z.string(),
  description: z.string(),
  dataAffected: z.string(),
  consequences: z.string(),
  measures: z.string(),
  shopperSteps: z.string(),
  occurredAt: z.string().nullable(),
  discoveredAt: z.string(),
  affectsAll: z.boolean(),
  /** How many accounts are affected now (all customers, or the listed ones still registered). */
  affectedCount: z.number(),
  notifiedAt: z.string().nullable(),
  notifiedCount: z.number(),
  /** discoveredAt + 72 hours (r.7(2)(b)). */
  boardReportDueAt: z.string(),
  boardReportedAt: z.string().nullable(),
  /** The notice each affected person receives (r.7(1)), as it will be mailed. */
  shopperNotice: z.object({ subject: z.string(), text: z.string() }),
  /** A draft of the report to the Board (r.7(2)), for the merchant to complete and file. */
  boardReportDraft: z.string(),
  createdAt: z.string(),
});
export type BreachIncidentDto = z.infer<typeof breachIncidentSchema>;

export const breachListResponseSchema = z.object({ incidents: z.array(breachIncidentSchema) });
export const breachResponseSchema = z.object({ incident: breachIncidentSchema });

/** Hours left until the Board's report is due (negative once past), from when the shop found out. */
export function boardReportDueAt(discoveredAt: Date): Date {
  return new Date(discoveredAt.getTime() + BOARD_REPORT_HOURS * 3_600_000);
}
