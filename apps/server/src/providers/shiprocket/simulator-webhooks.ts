import { formatIstSeconds, formatWebhookTimestamp } from './dates';
import {
  simCurrentStatusId,
  type ShiprocketSimulatorOptions,
  type SimShipment,
  type WebhookDelivery,
} from './simulator-model';
import type { SimTracking } from './simulator-tracking';
import { srStatusLabel, type TrackingWebhook } from './types';

/** Tracking webhooks as Shiprocket posts them (forward shipments only), and the last deliveries for tests. */
export function createSimWebhooks(
  options: Pick<ShiprocketSimulatorOptions, 'webhookUrl' | 'webhookKey'>,
  now: () => number,
  { activityDto, etdOf }: Pick<SimTracking, 'activityDto' | 'etdOf'>,
) {
  let webhookUrl = options.webhookUrl;
  let webhookKey = options.webhookKey;
  const webhooks: WebhookDelivery[] = [];

  function webhookBody(s: SimShipment): TrackingWebhook | null {
    const last = s.activities.at(-1);
    if (!last || !s.awb) return null;
    const label = srStatusLabel(last.srStatus) ?? last.activity.toUpperCase();
    return {
      awb: s.awb,
      courier_name: s.courier?.name ?? '',
      current_status: label,
      current_status_id: simCurrentStatusId(last.srStatus),
      shipment_status: label,
      shipment_status_id: last.srStatus,
      current_timestamp: formatWebhookTimestamp(last.at),
      order_id: s.channelOrderId,
      sr_order_id: s.srOrderId,
      awb_assigned_date: s.awbAssignedAt === null ? undefined : formatIstSeconds(s.awbAssignedAt),
      pickup_scheduled_date: s.pickupScheduledAt === null ? undefined : formatIstSeconds(s.pickupScheduledAt),
      is_return: 0,
      etd: formatIstSeconds(etdOf(s)),
      scans: s.activities.map((a) => activityDto(s, a)),
    };
  }

  async function postWebhook(s: SimShipment): Promise<WebhookDelivery | null> {
    let url: string | undefined;
    try {
      url = typeof webhookUrl === 'function' ? webhookUrl() : webhookUrl;
    } catch {
      url = undefined; // the shop is not listening yet
    }
    if (s.isReturn) return null;
    const body = webhookBody(s);
    if (!url || !body) return null;
    const delivery: WebhookDelivery = { url, status: 'error', body, at: now() };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(webhookKey ? { 'x-api-key': webhookKey } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      delivery.status = res.status;
    } catch {
      delivery.status = 'error';
    }
    webhooks.push(delivery);
    if (webhooks.length > 500) webhooks.shift();
    return delivery;
  }

  return {
    postWebhook,
    deliveries: webhooks,
    /** A new address or key; an empty string removes it. */
    configure(patch: { webhookUrl?: string; webhookKey?: string }) {
      if (patch.webhookUrl !== undefined) webhookUrl = patch.webhookUrl || undefined;
      if (patch.webhookKey !== undefined) webhookKey = patch.webhookKey || undefined;
    },
  };
}
