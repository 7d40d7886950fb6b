import { generateId } from './constants';
import { signWebhook } from './signature';
import { now } from './simulator-errors';
import type { RazorpaySimState, RazorpaySimulatorOptions } from './simulator-store';
import type { WebhookEnvelope, WebhookEventName } from './types';

export interface SentWebhook {
  eventId: string;
  event: string;
  body: string;
  signature: string;
  attempts: number;
  /** Last HTTP status, or 0 for a network failure; undefined while never tried. */
  lastStatus?: number;
}

/**
 * Signed webhook events as Razorpay sends them: in 'auto' delivery posted one at a time in order and retried
 * with backoff; in 'manual' delivery queued until flushed.
 */
export function createWebhookOutbox(options: RazorpaySimulatorOptions, state: RazorpaySimState) {
  const accountId = options.accountId ?? 'acc_Simulator00001';
  const sent: SentWebhook[] = [];
  const queue: SentWebhook[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let chain: Promise<void> = Promise.resolve();
  let isClosed = false;

  function emit(event: WebhookEventName, payload: WebhookEnvelope['payload']) {
    if (!state.webhook) return;
    const envelope: WebhookEnvelope = {
      entity: 'event',
      account_id: accountId,
      event,
      contains: Object.keys(payload),
      payload: structuredClone(payload),
      created_at: now(),
    };
    const body = JSON.stringify(envelope);
    const item: SentWebhook = {
      eventId: generateId('evt_'),
      event,
      body,
      signature: signWebhook(body, state.webhook.secret),
      attempts: 0,
    };
    sent.push(item);
    if (state.webhookDelivery === 'manual') queue.push(item);
    // One at a time, in the order they happened, like a well-behaved provider on a good day.
    else chain = chain.then(() => deliverWithRetries(item, 0));
  }

  async function deliver(item: SentWebhook): Promise<number> {
    const target = state.webhook;
    const url = target ? (typeof target.url === 'function' ? target.url() : target.url) : null;
    if (!url) return 0;
    item.attempts += 1;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': item.signature,
          'x-razorpay-event-id': item.eventId,
          'user-agent': 'Razorpay-Webhook/v1 (simulator)',
        },
        body: item.body,
        signal: AbortSignal.timeout(5_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      item.lastStatus = res.status;
    } catch {
      item.lastStatus = 0;
    }
    return item.lastStatus;
  }

  async function deliverWithRetries(item: SentWebhook, attempt: number): Promise<void> {
    if (isClosed) return;
    const status = await deliver(item);
    if ((status >= 200 && status < 300) || attempt >= 5 || isClosed) {
      if (!(status >= 200 && status < 300))
        options.log?.warn({ event: item.event, status }, 'razorpay simulator: webhook gave up');
      return;
    }
    // Retried later with backoff, without holding up the events behind it (delivery is in any order anyway).
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void deliverWithRetries(item, attempt + 1);
      },
      500 * 2 ** attempt,
    );
    timer.unref();
    timers.add(timer);
  }

  return {
    emit,
    deliver,
    /** Every webhook event generated so far, delivered or not (with its exact body and signature). */
    sentWebhooks: () => [...sent],
    /** In manual mode: delivers the queued events once each, in order, and returns their statuses. */
    flushWebhooks: async (): Promise<number[]> => {
      const items = queue.splice(0, queue.length);
      const statuses: number[] = [];
      for (const item of items) statuses.push(await deliver(item));
      return statuses;
    },
    /** Stops retrying; resolves once the delivery under way has ended. */
    async close() {
      isClosed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await chain.catch(() => undefined);
    },
  };
}
