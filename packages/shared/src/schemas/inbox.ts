import { z } from 'zod';
import { contactMessageRecordSchema } from './contact';
import { grievanceDeadlinesSchema, grievanceEventSchema } from './grievance';
import { countParam } from './query-params';
import { requiredText } from './text-fields';

/** The admin Inbox: contact messages the shop reads, marks handled and answers by email. */
export const INBOX_REPLY_MAX = 5000;

export const INBOX_MESSAGES = {
  notFound: 'Message not found',
  replyRequired: 'Write a reply first',
  replyTooLong: `A reply can be at most ${INBOX_REPLY_MAX} characters long`,
  replied: 'Reply sent',
} as const;

export const inboxQuerySchema = z.object({
  filter: z.enum(['open', 'all']).default('open'),
  page: countParam(10_000, 1),
  limit: countParam(100, 20),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

export const inboxMessageSchema = z.object({
  _id: z.string(),
  ...contactMessageRecordSchema.shape,
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** Set for a grievance (/grievance): its ticket and legal deadlines (docs/decisions/100). */
  grievance: z
    .object({
      ticket: z.string(),
      orderNumber: z.string().nullable(),
      acknowledgedAt: z.string().nullable(),
      ...grievanceDeadlinesSchema.shape,
      /** Not resolved (handled) by its deadline, or not acknowledged by its own. */
      overdue: z.boolean(),
      status: z.enum(['open', 'resolved']),
      resolution: z.string().nullable(),
      /** Received, acknowledged, resolved, reopened, reminders: with who and when (docs/decisions/161). */
      history: z.array(grievanceEventSchema).optional(),
    })
    .nullable()
    .optional(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListSchema = z.object({
  messages: z.array(inboxMessageSchema),
  total: z.number(),
  unread: z.number(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxUnreadSchema = z.object({ unread: z.number() });

export const inboxHandledSchema = z.object({ handled: z.boolean() });

export const inboxReplySchema = z.object({
  message: requiredText(INBOX_MESSAGES.replyRequired, INBOX_REPLY_MAX, { tooLong: INBOX_MESSAGES.replyTooLong }),
});

export const inboxMessageResponseSchema = z.object({ message: inboxMessageSchema });
