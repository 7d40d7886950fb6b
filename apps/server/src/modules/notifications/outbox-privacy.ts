import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/**
 * Account deletion erases the mails kept for an address, sent or not (docs/decisions/110-personal-data.md):
 * their bodies hold names, addresses and order details. Returns how many were erased.
 */
export async function eraseMailsTo(tx: Db, email: string): Promise<number> {
  const rows = await tx
    .delete(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.to})`, email.trim().toLowerCase()))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
