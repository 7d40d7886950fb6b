import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { MESSAGES } from '../messages';
import { messageResponseSchema } from './account';
import { countParam, pageFields } from './query-params';
import { optionalText, requiredText } from './text-fields';

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_MESSAGE_MAX = 10_000;

export const NOTIFICATION_MESSAGES = {
  emailSent: 'Email sent successfully',
  bulkEmailSent: 'Bulk email queued',
  orderUpdateSent: 'Order update email sent',
  sendFailed: 'Failed to send email',
  outboxLoadFailed: 'Failed to load emails',
} as const;

const emailField = (max: number) =>
  requiredText(MESSAGES.fillEmailFields, max, { tooLong: `Must be at most ${max} characters long` });

/** POST /api/users/:id/send-email (docs/product.md#validation: subject and message required). */
export const sendUserEmailSchema = z.object(
  { subject: emailField(EMAIL_SUBJECT_MAX), message: emailField(EMAIL_MESSAGE_MAX) },
  { error: MESSAGES.fillEmailFields },
);
export type SendUserEmailInput = z.infer<typeof sendUserEmailSchema>;

/** POST /api/users/bulk-email: every user, or only one role. */
export const bulkEmailSchema = z.object(
  {
    subject: emailField(EMAIL_SUBJECT_MAX),
    message: emailField(EMAIL_MESSAGE_MAX),
    role: z.enum(['user', 'admin']).optional(),
  },
  { error: MESSAGES.fillEmailFields },
);
export type BulkEmailInput = z.infer<typeof bulkEmailSchema>;

export const emailQueuedResponseSchema = messageResponseSchema.extend({ queued: z.number().int() });
export type EmailQueuedResponse = z.infer<typeof emailQueuedResponseSchema>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  /** Part of the recipient address, case-insensitive. */
  to: optionalText(254),
  page: countParam(undefined, 1),
  limit: countParam(MAX_PAGE_SIZE, 20),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxEmailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.string()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  /**
   * A WhatsApp message: what Meta's webhook reported after accepting it (docs/decisions/250-whatsapp-failed-statuses.md),
   * with Meta's error code, title and details when it failed; null for mail and before any status.
   */
  whatsappDelivery: z
    .object({
      status: z.enum(['sent', 'delivered', 'read', 'failed']),
      at: z.string(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxListResponseSchema = z.object({
  emails: z.array(outboxEmailSchema),
  ...pageFields,
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;
