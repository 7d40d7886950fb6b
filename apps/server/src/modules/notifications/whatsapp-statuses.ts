import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** A delivery status from Meta's webhook, in the shop's terms (providers/whatsapp/webhook.ts makes these). */
export interface WhatsAppStatusReport {
  /** The wamid Meta answered the send with. */
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  errors: readonly { code: number; title: string; message?: string; error_data?: { details: string } }[];
}

/**
 * How far a message got. Statuses arrive at least once and in any order (decision 219): a repeated or older one
 * changes nothing. `failed` ranks below `delivered`: a message that failed on one of the buyer's devices but
 * reached another was delivered, and a `delivered` heard after `failed` wins.
 */
const RANK = { sent: 1, failed: 2, delivered: 3, read: 4 } as const;

/** "131026 Message undeliverable: <details>", at most 500 characters, for the admin's Emails list. */
export function describeWhatsAppErrors(errors: WhatsAppStatusReport['errors']): string {
  if (errors.length === 0) return 'WhatsApp reported the message as failed, without a reason';
  return errors
    .map((e) => {
      const details = e.error_data?.details;
      return `${e.code} ${e.title}${details && details !== e.title ? `: ${details}` : ''}`;
    })
    .join('; ')
    .slice(0, 500);
}

/**
 * Records Meta's statuses on the WhatsApp outbox rows they name (docs/decisions/250-whatsapp-failed-statuses.md).
 * Mail needs no second try: the mail of the same event is its own row, always sent (decisions 230 and 243).
 * Returns how many rows changed; statuses for messages the outbox did not send (a phone code) match nothing.
 */
export async function recordWhatsAppStatuses(db: Db, reports: readonly WhatsAppStatusReport[]): Promise<number> {
  let changed = 0;
  for (const report of reports) {
    const rank = RANK[report.status];
    if (rank === undefined) continue;
    const current = sql`case ${emailOutbox.deliveryStatus} when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3 when 'read' then 4 else 0 end`;
    const rows = await db
      .update(emailOutbox)
      .set({
        deliveryStatus: report.status,
        deliveryStatusAt: report.at,
        deliveryError: report.status === 'failed' ? describeWhatsAppErrors(report.errors) : null,
      })
      .where(
        and(
          eq(emailOutbox.providerMessageId, report.messageId),
          eq(emailOutbox.channel, 'whatsapp'),
          sql`${current} < ${rank}`,
        ),
      )
      .returning({ id: emailOutbox.id });
    changed += rows.length;
  }
  return changed;
}
