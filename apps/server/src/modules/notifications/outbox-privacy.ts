import { and, eq, gte, notLike, sql } from 'drizzle-orm';
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
