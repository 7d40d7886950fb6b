import { randomUUID } from 'node:crypto';
import { INBOX_MESSAGES, type InboxMessage, type InboxQuery } from '@shop/shared/schemas/inbox';
import { grievanceDeadlines } from '@shop/shared/schemas/grievance';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuditActor, AuditRecorder } from '../audit/audit.service';
import { createContactRepository, type ContactMessageRecord } from './contact.repository';
import { commitThenWake, type AfterCommit } from '../../lib/after-commit';
import { pageWindow } from '../../db/page';

export interface InboxMail extends AfterCommit {
  replyToContact(tx: Db, message: ContactMessageRecord, reply: string, replyId: string): Promise<void>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A grievance's ticket and legal deadlines; overdue when not acknowledged or not resolved (handled) in time. */
function toGrievance(row: ContactMessageRecord, now: Date): InboxMessage['grievance'] {
  if (!row.grievanceTicket) return null;
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(row.createdAt);
  return {
    ticket: row.grievanceTicket,
    orderNumber: row.orderNumber,
    acknowledgedAt: iso(row.acknowledgedAt),
    acknowledgeBy: acknowledgeBy.toISOString(),
    resolveBy: resolveBy.toISOString(),
    overdue: (!row.acknowledgedAt && now > acknowledgeBy) || (!row.handledAt && now > resolveBy),
  };
}

export function toInboxMessage(row: ContactMessageRecord, now = new Date()): InboxMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
    repliedAt: iso(row.repliedAt),
    grievance: toGrievance(row, now),
  };
}

/** The admin Inbox over contact messages: read, mark handled, answer by email (each write audited). */
export function createInboxService({ db, audit, mail }: { db: Db; audit: AuditRecorder; mail: InboxMail }) {
  const repo = createContactRepository(db);

  async function requireMessage(id: string): Promise<ContactMessageRecord> {
    const row = await repo.findById(id);
    if (!row) throw notFound(INBOX_MESSAGES.notFound);
    return row;
  }

  return {
    async list(query: InboxQuery) {
      const [{ rows, total }, unread] = await Promise.all([
        repo.list({ onlyOpen: query.filter === 'open', ...pageWindow(query.page, query.limit) }),
        repo.unreadCount(),
      ]);
      return { messages: rows.map((row) => toInboxMessage(row)), total, unread };
    },

    unreadCount: () => repo.unreadCount(),

    /** Opening a message marks it read (the first time only). */
    async open(id: string): Promise<InboxMessage> {
      await requireMessage(id);
      await repo.markRead(id);
      return toInboxMessage(await requireMessage(id));
    },

    async setHandled(actor: AuditActor, id: string, handled: boolean): Promise<InboxMessage> {
      const row = await db.transaction(async (tx) => {
        const updated = await createContactRepository(tx).setHandled(id, handled);
        if (!updated) throw notFound(INBOX_MESSAGES.notFound);
        await audit.record(
          actor,
          { action: handled ? 'contact.handled' : 'contact.reopened', entityType: 'contact', entityId: id },
          tx,
        );
        return updated;
      });
      return toInboxMessage(row);
    },

    /** Queues the answer (the customer's message quoted) and marks the message answered, in one transaction. */
    async reply(actor: AuditActor, id: string, reply: string): Promise<InboxMessage> {
      const row = await commitThenWake(db, mail, async (tx) => {
        const message = await createContactRepository(tx).findById(id);
        if (!message) throw notFound(INBOX_MESSAGES.notFound);
        await mail.replyToContact(tx, message, reply, randomUUID());
        const updated = await createContactRepository(tx).markReplied(id);
        await audit.record(
          actor,
          { action: 'contact.reply', entityType: 'contact', entityId: id, details: { to: message.email } },
          tx,
        );
        return updated ?? message;
      });
      return toInboxMessage(row);
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
