import { and, eq, gte, like, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/**
 * Account deletion erases the mails kept for an address, sent or not (docs/decisions/110-personal-data.md):
 * their bodies hold names, addresses and order details. Returns how many were erased.
 */
export async function eraseMailsTo(tx: Db, email: string, scope: MailScope = { verified: true }): Promise<number> {
  const toAddress = eq(sql`lower(${emailOutbox.to})`, email.trim().toLowerCase());
  const rows = await tx
    .delete(emailOutbox)
    .where(scope.verified ? toAddress : and(toAddress, ...accountMailsOnly(scope.accountCreatedAt)))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/**
 * Whose mails to an address an account may erase (docs/decisions/150-email-verification.md): a verified
 * account all of them; an unverified one only those the account itself caused since it exists, never the
 * replies and acknowledgements to messages the address's owner sent the shop.
 */
export type MailScope = { verified: true } | { verified: false; accountCreatedAt: Date };

function accountMailsOnly(since: Date) {
  return [
    gte(emailOutbox.createdAt, since),
    notLike(emailOutbox.kind, 'contact%'),
    notLike(emailOutbox.kind, 'grievance%'),
  ];
}

/**
 * Account deletion erases the WhatsApp messages kept for the account (decision 243): each row holds the buyer's
 * phone number and a copy of the message. They are found by what their dedupe keys name (decision 230): one of
 * the account's orders, or the account itself (back in stock). Returns how many were erased.
 */
export async function eraseWhatsAppMessagesFor(tx: Db, { userId, orderIds }: { userId: string; orderIds: string[] }) {
  const keyNames = or(
    like(emailOutbox.dedupeKey, `whatsapp:back-in-stock:${userId}:%`),
    ...orderIds.map((orderId) => like(emailOutbox.dedupeKey, `whatsapp:%:${orderId}`)),
  );
  const rows = await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.channel, 'whatsapp'), keyNames))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
