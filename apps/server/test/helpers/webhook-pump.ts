import type { RazorpaySimulator, SentWebhook } from '../../src/providers/razorpay/simulator';
import type { LoadLedger } from './load-ledger';
import { send } from './load-http';
import type { Random } from './seeded-random';

export const RAZORPAY_WEBHOOK_PATH = '/api/webhooks/razorpay';

const isOk = (status: number) => status >= 200 && status < 300;

export interface WebhookPumpOptions {
  /** A simulator in 'manual' delivery mode: it only records the signed events; this pump delivers them. */
  simulator: RazorpaySimulator;
  servers: () => string[];
  random: Random;
  ledger: LoadLedger;
}

/**
 * Razorpay's side of the load. Delivers the simulator's signed webhooks a little late, shuffled and
 * concurrently (Razorpay promises no order: order.paid may overtake payment.captured, refund.processed may
 * overtake refund.created), each to whichever process, retried until one answers 2xx (at-least-once). On top
 * come duplicates: an event again, sometimes to both processes at once, sometimes without its event id
 * header, so only the payment-level guards, not the event de-duplication, stop it.
 */
export function startWebhookPump({ simulator, servers, random, ledger }: WebhookPumpOptions) {
  const delivered = new Set<string>();
  let isStopped = false;

  async function post(item: SentWebhook, base: string, withEventId = true): Promise<number> {
    const res = await send(base + RAZORPAY_WEBHOOK_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': item.signature,
        ...(withEventId ? { 'x-razorpay-event-id': item.eventId } : {}),
      },
      raw: item.body, // the exact bytes that were signed
    });
    // 0: no server up right now, retried on a later round. Anything but 2xx from a live server is a bug.
    if (res.status !== 0 && !isOk(res.status)) {
      ledger.unexpected.push(`webhook ${item.event} answered ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.status;
  }

  async function deliverPending() {
    const pending = simulator.sentWebhooks().filter((item) => !delivered.has(item.eventId));
    const shuffled = random.sample(pending, pending.length);
    await Promise.all(
      shuffled.map(async (item) => {
        const targets = servers();
        if (targets.length === 0) return;
        if (isOk(await post(item, random.pick(targets)))) delivered.add(item.eventId);
      }),
    );
  }

  async function duplicate() {
    const done = simulator.sentWebhooks().filter((item) => delivered.has(item.eventId));
    for (const item of random.sample(done, random.int(1, 3))) {
      const targets = random.chance(0.5) ? servers() : random.sample(servers(), 1);
      const withEventId = random.chance(0.8);
      const statuses = await Promise.all(targets.map((base) => post(item, base, withEventId)));
      for (const status of statuses) ledger.count(`webhook duplicate ${status}`);
    }
  }

  const running = (async () => {
    while (!isStopped) {
      await new Promise((r) => setTimeout(r, random.int(20, 150)));
      await deliverPending();
      await duplicate();
    }
  })();

  return {
    async stop() {
      isStopped = true;
      await running;
    },
    /** Delivers everything generated so far (no duplicates); true when every event got a 2xx. */
    async drain(): Promise<boolean> {
      await deliverPending();
      return simulator.sentWebhooks().every((item) => delivered.has(item.eventId));
    },
  };
}
