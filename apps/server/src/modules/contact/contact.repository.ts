import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<{ id: string }> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message insert returned no row');
      return row;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
