import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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

/**
 * Grievances from an address still waiting for their resolution: erasing them would erase the complaint the shop
 * must still redress within a month (Consumer Protection (E-Commerce) Rules 2020 r.4(5); docs/decisions/175).
 */
export async function openGrievancesFrom(tx: Db, email: string): Promise<{ ticket: string }[]> {
  const rows = await tx
    .select({ ticket: contactMessages.grievanceTicket })
    .from(contactMessages)
    .where(and(fromAddress(email), isNotNull(contactMessages.grievanceTicket), isNull(contactMessages.handledAt)))
    .orderBy(asc(contactMessages.createdAt))
    .for('update');
  return rows.flatMap((row) => (row.ticket ? [{ ticket: row.ticket }] : []));
}
