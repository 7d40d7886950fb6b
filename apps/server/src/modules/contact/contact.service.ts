import type { ContactInput } from '@shop/shared/schemas/contact';
import type { Db } from '../../db/client';
import type { ContactMessageRecord } from './contact.repository';
import { createContactRepository } from './contact.repository';

/** What the contact module needs from the notifications module: the shop's alert, in the same transaction. */
export interface ContactAlerts {
  contactMessage(tx: Db, message: ContactMessageRecord): Promise<void>;
  afterCommit?(): void;
}

export function createContactService({ db, alerts }: { db: Db; alerts?: ContactAlerts }) {
  return {
    /**
     * Kept in contact_messages for the admin Inbox, and mailed to the shop's notification addresses in the
     * same transaction: a stored message always has its alert queued. The input is already validated.
     */
    async submit(input: ContactInput): Promise<{ id: string }> {
      const stored = await db.transaction(async (tx) => {
        const row = await createContactRepository(tx).insert({
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          subject: input.subject,
          message: input.message,
        });
        await alerts?.contactMessage(tx, row);
        return row;
      });
      alerts?.afterCommit?.();
      return { id: stored.id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
