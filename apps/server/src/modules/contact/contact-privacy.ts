import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

/**
 * Contact messages sent from an address, for "Download my data" and account deletion
 * (docs/decisions/110-personal-data.md). Matched by email, case-insensitively: the form has no account.
 */
const fromAddress = (email: string) => eq(sql`lower(${contactMessages.email})`, email.trim().toLowerCase());

export async function contactMessagesFrom(tx: Db, email: string) {
  const rows = await tx.select().from(contactMessages).where(fromAddress(email)).orderBy(asc(contactMessages.createdAt));
  return rows.map((m) => ({
    name: m.name,
    email: m.email,
    phone: m.phone,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** Returns how many were erased. */
export async function eraseContactMessagesFrom(tx: Db, email: string): Promise<number> {
  const rows = await tx.delete(contactMessages).where(fromAddress(email)).returning({ id: contactMessages.id });
  return rows.length;
}
