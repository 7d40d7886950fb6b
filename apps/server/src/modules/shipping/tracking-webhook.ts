import { createHash } from 'node:crypto';
import { parseShiprocketDate } from '../../providers/shiprocket/dates';
import type { TrackingWebhook } from '../../providers/shiprocket/types';
import { snapshotFromWebhook, webhookStatusCode } from './tracking.mapper';
import type { TrackingContext } from './tracking-updates';

/** Webhook ids are (awb, status, timestamp) as Shiprocket documents; hashed so any length fits the key. */
function webhookEventId(body: TrackingWebhook, awb: string): string {
  const status = String(webhookStatusCode(body) ?? body.shipment_status ?? body.current_status ?? '');
  const digest = createHash('sha256')
    .update(`${awb}|${status}|${body.current_timestamp ?? ''}`)
    .digest('hex')
    .slice(0, 40);
  return `shiprocket:${digest}`;
}

/** Shiprocket's tracking webhooks. */
export function createTrackingWebhook({ repo, flow, applyTracking }: TrackingContext) {
  return {
    /**
     * A tracking webhook (already authenticated). Each (awb, status, timestamp) is applied once; a failure
     * forgets the event so Shiprocket's retry is processed.
     */
    async handleWebhook(body: TrackingWebhook): Promise<'applied' | 'duplicate' | 'ignored'> {
      const awb = body.awb == null ? '' : String(body.awb).trim();
      let shipment = awb ? await repo.findByTrackingRef(awb) : null;
      // The AWB answer may have been lost: the order id we sent finds the shipment, and the webhook has the AWB.
      if (!shipment && typeof body.order_id === 'string') {
        shipment = (await flow.findByChannelOrderId(body.order_id)) ?? (await repo.findLatestByOrderId(body.order_id));
      }
      if (!shipment?.shipmentId || !awb) return 'ignored';
      const eventId = webhookEventId(body, awb);
      const code = webhookStatusCode(body);
      if (!(await repo.recordWebhookEvent(eventId, `tracking:${code ?? body.shipment_status ?? 'unknown'}`)))
        return 'duplicate';
      try {
        const pickupAt = parseShiprocketDate(body.pickup_scheduled_date);
        if (pickupAt && !shipment.pickupScheduledAt)
          await flow.setPickup(shipment.id, { scheduledAt: pickupAt, token: null });
        await applyTracking(shipment, snapshotFromWebhook(body), awb);
      } catch (error) {
        await repo.forgetWebhookEvent(eventId);
        throw error;
      }
      return 'applied';
    },
  };
}
