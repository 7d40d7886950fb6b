import type { ContactRequest, GrievanceRequest } from '@shop/shared/schemas/public-forms';
import { GRIEVANCE_MESSAGES, grievanceDeadlines, type GrievanceStatusQuery } from '@shop/shared/schemas/grievance';
import type { Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { ContactMessageRecord } from './contact.repository';
import { createContactRepository } from './contact.repository';
import { commitThenWake, type AfterCommit } from '../../lib/after-commit';
import type { FormGuard } from './form-guard';
import { createGrievanceRepository } from './grievance.repository';
import { toGrievanceStatus } from './grievance-view';

/** A grievance as its mails see it (the notifications module's GrievanceMail has this shape). */
export type GrievanceForMail = ContactMessageRecord & { ticket: string; acknowledgeBy: Date; resolveBy: Date };

/** What the contact module needs from the notifications module: mails queued in the caller's transaction. */
export interface ContactAlerts extends AfterCommit {
  contactMessage(tx: Db, message: ContactMessageRecord): Promise<void>;
  /** The acknowledgement (ticket and the shop's text only) unless capped, and the alert to the shop. */
  grievanceReceived(tx: Db, grievance: GrievanceForMail, options: { acknowledge: boolean }): Promise<void>;
  grievanceResolved(tx: Db, grievance: GrievanceForMail, resolution: string, step: string): Promise<void>;
  grievanceReopened(tx: Db, grievance: GrievanceForMail, step: string): Promise<void>;
  grievanceDeadline(tx: Db, grievance: GrievanceForMail, stage: 'week' | 'day' | 'overdue'): Promise<void>;
}

/** The consent on the forms, recorded by the privacy module in the message's transaction (decision 163). */
export interface FormConsents {
  recordForMessage(tx: Db, messageId: string, purpose: 'grievance' | 'contact', noticeVersion: string): Promise<void>;
}

/** The sender's network address, for the form guard's counts. */
export interface Sender {
  ip: string;
}

/**
 * What a contact message and a grievance store alike: who wrote, how to reach them, what they wrote, and the
 * language its mails are written in (docs/decisions/233-hindi-form-and-alert-mails.md).
 */
function messageFields(input: ContactRequest | GrievanceRequest, language: Locale) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject,
    message: input.message,
    language,
  };
}

export const forMail = (row: ContactMessageRecord): GrievanceForMail => ({
  ...row,
  ticket: row.grievanceTicket ?? '',
  ...grievanceDeadlines(row.createdAt),
});

export interface ContactServiceOptions {
  db: Db;
  alerts: ContactAlerts;
  guard: FormGuard;
  consents: FormConsents;
  now?: () => Date;
}

export function createContactService({ db, alerts, guard, consents, now = () => new Date() }: ContactServiceOptions) {
  return {
    /**
     * Kept in contact_messages for the admin Inbox, and mailed to the shop's notification addresses in the
     * same transaction: a stored message always has its alert queued. Nothing is mailed to the sender now; the
     * shop's reply later is framed in `language`.
     */
    async submit(input: ContactRequest, sender: Sender, language: Locale = 'en'): Promise<{ id: string }> {
      await guard.admit('contact', sender.ip, input.email, input.proofOfWork);
      const stored = await commitThenWake(db, alerts, async (tx) => {
        const row = await createContactRepository(tx).insert(messageFields(input, language));
        await consents.recordForMessage(tx, row.id, 'contact', input.privacyNoticeVersion);
        await alerts.contactMessage(tx, row);
        return row;
      });
      await guard.recordSubmission(sender.ip, input.email);
      return { id: stored.id };
    },

    /**
     * A grievance (/grievance): a contact message with a ticket. The acknowledgement is queued in the same
     * transaction unless the per-recipient or per-address cap held it back, in which case the form's answer
     * (the ticket on screen) is the acknowledgement (docs/decisions/100, 160, 161). It and the later resolution
     * and reopening mails are written in `language` (decision 233).
     */
    async submitGrievance(input: GrievanceRequest, sender: Sender, language: Locale = 'en') {
      await guard.admit('grievance', sender.ip, input.email, input.proofOfWork);
      const mailAck = await guard.mayAcknowledge(sender.ip, input.email);
      const stored = await commitThenWake(db, alerts, async (tx) => {
        const at = now();
        const row = await createContactRepository(tx).insertGrievance({
          ...messageFields(input, language),
          orderNumber: input.orderNumber ?? null,
          acknowledgedAt: at,
          createdAt: at,
        });
        const events = createGrievanceRepository(tx);
        await events.addEvent({ contactMessageId: row.id, kind: 'received', createdAt: at });
        // Queued right after the receipt: a millisecond later keeps the history in its order.
        await events.addEvent({
          contactMessageId: row.id,
          kind: 'acknowledged',
          note: mailAck ? 'by mail and on screen' : 'on screen (daily mail cap reached)',
          createdAt: new Date(at.getTime() + 1),
        });
        await consents.recordForMessage(tx, row.id, 'grievance', input.privacyNoticeVersion);
        const grievance = forMail(row);
        await alerts.grievanceReceived(tx, grievance, { acknowledge: mailAck });
        return grievance;
      });
      await guard.recordSubmission(sender.ip, input.email);
      const { ticket, acknowledgeBy, resolveBy } = stored;
      return { ticket, acknowledgeBy, resolveBy, acknowledgementMailed: mailAck };
    },

    /** The public status page: the ticket and the address it was filed from, no sign-in. */
    async grievanceStatus(query: GrievanceStatusQuery) {
      const repo = createGrievanceRepository(db);
      const row = await repo.findByTicket(query.ticket, query.email);
      if (!row) throw notFound(GRIEVANCE_MESSAGES.notFound);
      return toGrievanceStatus(row, await repo.events(row.id), now());
    },

    /**
     * Whether a grievance filed from this address is still open: account erasure refuses while one is, since
     * the shop owes its redress (issue 33). Pass the caller's transaction to read inside it.
     */
    hasOpenGrievances(email: string, tx: Db = db): Promise<boolean> {
      return createGrievanceRepository(tx).hasOpenFrom(email);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
