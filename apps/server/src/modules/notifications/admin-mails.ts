import { randomUUID } from 'node:crypto';
import type { BulkEmailInput, OutboxQuery, SendUserEmailInput } from '@shop/shared/schemas/notifications';
import { adminMessageMail } from './mail-templates';
import { toMail, type NotificationsContext } from './notifications-context';
import type { OutboxRecord } from './notifications.repository';
import type { MailRecipient } from './notifications.types';

/** Messages an admin writes (to one user or to all) and the admin's view of the outbox. */
export function createAdminMails({ outbox, contextFor, wakeWorker }: NotificationsContext) {
  return {
    async sendToUser(user: MailRecipient, input: SendUserEmailInput, requestKey?: string): Promise<number> {
      const key = requestKey ? `admin-email:${user.id}:${requestKey}` : null;
      const ctx = await contextFor();
      const rendered = adminMessageMail(ctx, { subject: input.subject, message: input.message, name: user.name });
      const queued = await outbox.enqueue([toMail(rendered, user.email, 'admin-message', key)]);
      wakeWorker();
      return queued;
    },

    /** One row per recipient, queued in one statement; a repeated request key queues nothing new. */
    async sendBulk(input: BulkEmailInput, requestKey?: string): Promise<number> {
      const rendered = adminMessageMail(await contextFor(), { subject: input.subject, message: input.message });
      const batchId = `bulk:${requestKey ?? randomUUID()}`;
      const queued = await outbox.enqueueForAllUsers({ ...rendered, kind: 'bulk-message' }, batchId, input.role);
      wakeWorker();
      return queued;
    },

    listOutbox(query: OutboxQuery): Promise<{ rows: OutboxRecord[]; total: number }> {
      return outbox.list(query);
    },
  };
}
