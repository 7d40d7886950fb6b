import type { ContactInput } from '@shop/shared/schemas/contact';
import { grievanceDeadlines, type GrievanceInput } from '@shop/shared/schemas/grievance';
import type { Db } from '../../db/client';
import type { ContactMessageRecord } from './contact.repository';
import { createContactRepository } from './contact.repository';
import { commitThenWake, type AfterCommit } from '../../lib/after-commit';

/** What the contact module needs from the notifications module: the shop's alert, in the same transaction. */
export interface ContactAlerts extends AfterCommit {
  contactMessage(tx: Db, message: ContactMessageRecord): Promise<void>;
  /** The acknowledgement (ticket, deadlines) to the customer and the alert to the shop. */
  grievanceReceived?(
    tx: Db,
    grievance: ContactMessageRecord & { ticket: string; acknowledgeBy: Date; resolveBy: Date },
  ): Promise<void>;
}

/** What a contact message and a grievance store alike: who wrote, how to reach them, and what they wrote. */
function messageFields(input: ContactInput | GrievanceInput) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject,
    message: input.message,
  };
}

export function createContactService({ db, alerts }: { db: Db; alerts?: ContactAlerts }) {
  return {
    /**
     * Kept in contact_messages for the admin Inbox, and mailed to the shop's notification addresses in the
     * same transaction: a stored message always has its alert queued. The input is already validated.
     */
    async submit(input: ContactInput): Promise<{ id: string }> {
      const stored = await commitThenWake(db, alerts, async (tx) => {
        const row = await createContactRepository(tx).insert(messageFields(input));
        await alerts?.contactMessage(tx, row);
        return row;
      });
      return { id: stored.id };
    },

    /**
     * A grievance (/grievance): a contact message with a ticket, shown in the admin Inbox with its legal
     * deadlines. The acknowledgement mail is queued in the same transaction, so a stored grievance is always
     * acknowledged; acknowledged_at records when it was queued (docs/decisions/100-legal-declarations-and-grievances.md).
     */
    async submitGrievance(input: GrievanceInput) {
      const stored = await commitThenWake(db, alerts, async (tx) => {
        const now = new Date();
        const row = await createContactRepository(tx).insertGrievance({
          ...messageFields(input),
          orderNumber: input.orderNumber ?? null,
          acknowledgedAt: alerts?.grievanceReceived ? now : null,
          createdAt: now,
        });
        const ticket = row.grievanceTicket ?? '';
        const deadlines = grievanceDeadlines(row.createdAt);
        await alerts?.grievanceReceived?.(tx, { ...row, ticket, ...deadlines });
        return { ticket, ...deadlines };
      });
      return stored;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
