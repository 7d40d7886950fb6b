import type { Db } from './client';
import { webhookEvents } from './schema';

/** The providers whose webhooks are deduplicated in webhook_events; each module writes only its own rows. */
export type WebhookProvider = 'razorpay' | 'shiprocket';

/**
 * Records a webhook delivery by its event id: true the first time the id is seen, false for a repeat (the
 * primary key decides, so two deliveries racing each other cannot both pass).
 */
export async function recordWebhookEvent(
  db: Db,
  provider: WebhookProvider,
  id: string,
  event: string,
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values({ id, provider, event })
    .onConflictDoNothing({ target: webhookEvents.id })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}
