import { randomUUID } from 'node:crypto';
import { INBOX_MESSAGES, type InboxMessage, type InboxQuery } from '@shop/shared/schemas/inbox';
import { GRIEVANCE_MESSAGES } from '@shop/shared/schemas/grievance';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditActor, AuditRecorder } from '../audit';
import { createContactRepository, type ContactMessageRecord } from './contact.repository';
import { commitThenWake, type AfterCommit } from '../../lib/after-commit';
import { pageWindow } from '../../db/page';
import type { ContactAlerts } from './contact.service';
import { forMail } from './contact.service';
import { createGrievanceRepository, type GrievanceEventRecord } from './grievance.repository';
import { toInboxGrievance } from './grievance-view';

export interface InboxMail extends AfterCommit, Pick<ContactAlerts, 'grievanceResolved' | 'grievanceReopened'> {
  replyToContact(tx: Db, message: ContactMessageRecord, reply: string, replyId: string): Promise<void>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toInboxMessage(row: ContactMessageRecord, now = new Date(), events?: GrievanceEventRecord[]): InboxMessage {
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
    grievance: toInboxGrievance(row, now, events),
  };
}

/** The admin Inbox over contact messages: read, mark handled, answer by email (each write audited). */
export function createInboxService({ db, audit, mail }: { db: Db; audit: AuditRecorder; mail: InboxMail }) {
  const repo = createContactRepository(db);
  const grievances = createGrievanceActions({ db, audit, mail, requireMessage: (id) => requireMessage(id) });

  async function withHistory(row: ContactMessageRecord): Promise<InboxMessage> {
    if (!row.grievanceTicket) return toInboxMessage(row);
    return toInboxMessage(row, new Date(), await createGrievanceRepository(db).events(row.id));
  }

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
      return withHistory(await requireMessage(id));
    },

    /** A plain message is marked handled or not; a grievance is reopened here, and resolved only with a text. */
    async setHandled(actor: AuditActor, id: string, handled: boolean): Promise<InboxMessage> {
      const message = await requireMessage(id);
      if (message.grievanceTicket) {
        if (handled) throw badRequest(GRIEVANCE_MESSAGES.resolveWithText);
        return grievances.reopen(actor, id);
      }
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

    resolveGrievance: (actor: AuditActor, id: string, resolution: string) => grievances.resolve(actor, id, resolution),
    reopenGrievance: (actor: AuditActor, id: string, reason?: string) => grievances.reopen(actor, id, reason),

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

interface GrievanceActionsOptions {
  db: Db;
  audit: AuditRecorder;
  mail: InboxMail;
  requireMessage: (id: string) => Promise<ContactMessageRecord>;
}

/**
 * Resolve and reopen (docs/decisions/161-grievance-lifecycle.md): each a guarded change of the ticket, its history
 * row with who did it, the mail to the complainant and the audit entry, in one transaction.
 */
function createGrievanceActions({ db, audit, mail, requireMessage }: GrievanceActionsOptions) {
  const afterStep = async (id: string) => {
    const row = await requireMessage(id);
    return toInboxMessage(row, new Date(), await createGrievanceRepository(db).events(id));
  };
  const requireGrievance = async (id: string) => {
    const row = await requireMessage(id);
    if (!row.grievanceTicket) throw badRequest(GRIEVANCE_MESSAGES.notAGrievance);
    return row;
  };
  return {
    async resolve(actor: AuditActor, id: string, resolution: string): Promise<InboxMessage> {
      await requireGrievance(id);
      await commitThenWake(db, mail, async (tx) => {
        const at = new Date();
        const row = await createGrievanceRepository(tx).resolve(id, resolution, at);
        if (!row) throw conflict(GRIEVANCE_MESSAGES.alreadyResolved);
        const step = randomUUID();
        await createGrievanceRepository(tx).addEvent({
          contactMessageId: id,
          kind: 'resolved',
          note: resolution,
          actorId: actor.id,
          actorEmail: actor.email,
          createdAt: at,
        });
        await mail.grievanceResolved(tx, forMail(row), resolution, step);
        await audit.record(actor, { action: 'grievance.resolved', entityType: 'contact', entityId: id, details: { ticket: row.grievanceTicket } }, tx);
      });
      return afterStep(id);
    },

    async reopen(actor: AuditActor, id: string, reason?: string): Promise<InboxMessage> {
      await requireGrievance(id);
      await commitThenWake(db, mail, async (tx) => {
        const row = await createGrievanceRepository(tx).reopen(id);
        if (!row) throw conflict(GRIEVANCE_MESSAGES.notResolved);
        await createGrievanceRepository(tx).addEvent({
          contactMessageId: id,
          kind: 'reopened',
          note: reason || null,
          actorId: actor.id,
          actorEmail: actor.email,
        });
        await mail.grievanceReopened(tx, forMail(row), randomUUID());
        await audit.record(actor, { action: 'grievance.reopened', entityType: 'contact', entityId: id, details: { ticket: row.grievanceTicket } }, tx);
      });
      return afterStep(id);
    },
  };
}
