import { allowedNextStatuses, type OrderStatus } from '@shop/shared/order-status';
import { MAX_LINE_QUANTITY } from '@shop/shared/schemas/order';
import { PAYMENT_MESSAGES } from '@shop/shared/schemas/payment';
import type { RazorpaySimulator } from '../../src/providers/razorpay/simulator';
import { LoadLedger, type AckedOrder, type LoadLine } from './load-ledger';
import { send, type LoadRequest, type LoadResponse } from './load-http';
import { seededRandom, type Random } from './seeded-random';
import type { StressShop } from './stress-shop';
import { startWebhookPump } from './webhook-pump';

export interface WorkloadOptions {
  seed: number;
  /** Needs at least one product with less than MAX_LINE_QUANTITY units (the 'more than the stock' orders). */
  shop: StressShop;
  customerTokens: string[];
  adminTokens: string[];
  /** Base URLs of the shop processes up right now (read on every request: a restarted one may move). */
  servers: () => string[];
  /** The one Razorpay simulator every process talks to, in 'manual' webhook delivery mode. */
  razorpay: { url: string; simulator: RazorpaySimulator };
  /** Moves an order's payment window into the past (the clock jumping), so expiry races payment. */
  expireNow?: (orderId: string) => Promise<void>;
  /** True while servers are being killed: a request without an answer is then expected, not a failure. */
  expectLostAnswers?: boolean;
  /** Every placement carries an Idempotency-Key, so one whose answer was lost can be retried safely. */
  alwaysIdempotent?: boolean;
  /** Razorpay answers 503 for a moment now and then: refunds and expiry checks must wait, not give up. */
  providerHiccups?: boolean;
}

export interface Workload {
  ledger: LoadLedger;
  /**
   * Resolves once every shopper has taken its opening steps (one of each kind) and every admin a few, so
   * that on a slow machine a run still covers every kind of step however few requests fit in its time.
   */
  openingsDone(): Promise<void>;
  /** Stops every simulated client after its current step. */
  stop(): Promise<void>;
  /**
   * After stop(): retries the placements whose answer was lost (same key), then delivers every webhook
   * still owed. True when all webhooks got a 2xx.
   */
  settle(): Promise<boolean>;
}

const ADDRESS = {
  name: 'Load Shopper',
  email: 'load@example.com',
  phone: '+91 98765 43210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

/** The first steps of every shopper, in this order, before the random mix. */
const OPENING = ['cod', 'pay', 'over-stock', 'twin', 'replay', 'cancel'] as const;

/** Steps each admin takes before openingsDone() resolves. */
const ADMIN_WARM_UP_STEPS = 4;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sameLines = (a: readonly LoadLine[], b: readonly LoadLine[]) => {
  const key = (lines: readonly LoadLine[]) =>
    lines
      .map((l) => `${l.product.toLowerCase()}x${l.quantity}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

/**
 * Simulated shoppers and admins on every server at once, each following its own seeded script for as long as
 * the workload runs: COD, online and WhatsApp orders (some replayed with their Idempotency-Key, some twice at
 * once on two processes, some for more than the stock), cancellations, online payments with duplicate verify
 * calls, payments racing a cancel or the end of the payment window, and admins moving orders forward or
 * cancelling them, sometimes twice at once. Everything the clients saw is written to the ledger.
 */
export function startWorkload(options: WorkloadOptions): Workload {
  const ledger = new LoadLedger();
  const { shop } = options;
  let isStopped = false;
  let shoppersOpened = 0;
  let adminsWarm = 0;

  function record(what: string, res: LoadResponse, allowed: number[]): boolean {
    ledger.count(`${what} ${res.status}`);
    if (res.status === 0) {
      ledger.lostAnswers += 1;
      if (!options.expectLostAnswers) ledger.unexpected.push(`${what}: no answer (${res.error})`);
      return false;
    }
    if (!allowed.includes(res.status)) {
      ledger.unexpected.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
      return false;
    }
    return true;
  }

  async function call(random: Random, path: string, request: LoadRequest, server?: string): Promise<LoadResponse> {
    const servers = options.servers();
    const base = server ?? (servers.length > 0 ? random.pick(servers) : null);
    if (!base) return { status: 0, body: undefined, error: 'no server up' };
    return send(base + path, request);
  }

  /** Two different processes when there are two, else the same one twice: a double click, a second tab. */
  function twoServers(random: Random): [string | undefined, string | undefined] {
    const servers = random.sample(options.servers(), 2);
    return [servers[0], servers[1] ?? servers[0]];
  }

  // ---- placing orders ------------------------------------------------------------------------------------

  interface Placement {
    customerIndex: number;
    method: AckedOrder['method'];
    lines: LoadLine[];
    key?: string;
    body: unknown;
  }

  function handlePlaced(placement: Placement, res: LoadResponse, what: string): AckedOrder | null {
    if (res.status === 0 && placement.key) {
      ledger.unsettled.push({
        customerIndex: placement.customerIndex,
        key: placement.key,
        body: placement.body,
        lines: placement.lines,
        method: placement.method,
      });
    }
    if (!record(what, res, [200, 201, 409])) return null;
    if (res.status === 409) {
      if (typeof res.body?.message !== 'string') ledger.unexpected.push(`${what}: 409 without a message`);
      return null;
    }
    const order = res.body?.order;
    const lines: LoadLine[] = Array.isArray(order?.items)
      ? order.items.map((i: { product: { _id: string }; quantity: number }) => ({
          product: i.product._id,
          quantity: i.quantity,
        }))
      : [];
    if (
      typeof order?._id !== 'string' ||
      order.paymentMethod !== placement.method ||
      !sameLines(lines, placement.lines)
    ) {
      ledger.unexpected.push(`${what}: answer does not match the request: ${JSON.stringify(res.body)}`);
      return null;
    }
    if (res.status === 201 && (order.status !== 'pending' || order.paymentStatus !== 'pending')) {
      ledger.unexpected.push(`${what}: a new order must start pending/pending: ${order.status}/${order.paymentStatus}`);
    }
    const customer = shop.customers[placement.customerIndex]!;
    const acked: AckedOrder = {
      id: order._id,
      customerId: customer.id,
      customerIndex: placement.customerIndex,
      method: placement.method,
      lines: placement.lines,
    };
    const earlier = ledger.orders.get(acked.id);
    if (earlier && (earlier.customerId !== acked.customerId || !sameLines(earlier.lines, acked.lines))) {
      ledger.unexpected.push(`${what}: order ${acked.id} acknowledged twice with different contents`);
    }
    ledger.acknowledge(acked, placement.key);
    return acked;
  }

  function postPlacement(placement: Placement, random: Random, server?: string) {
    return call(
      random,
      '/api/orders',
      {
        method: 'POST',
        token: options.customerTokens[placement.customerIndex],
        json: placement.body,
        headers: placement.key ? { 'idempotency-key': placement.key } : {},
      },
      server,
    );
  }

  // ---- one shopper ----------------------------------------------------------------------------------------

  async function shopper(customerIndex: number) {
    const random = seededRandom(options.seed * 1_000 + customerIndex);
    const token = options.customerTokens[customerIndex]!;
    const mine: AckedOrder[] = [];
    const keyed: Placement[] = [];
    let serial = 0;
    let step = 0;

    const newPlacement = (method: AckedOrder['method'], overStock = false): Placement => {
      serial += 1;
      const lines: LoadLine[] = overStock
        ? [
            {
              product: random.pick(shop.products.filter((p) => p.initialStock < MAX_LINE_QUANTITY)).id,
              quantity: MAX_LINE_QUANTITY,
            },
          ]
        : random.sample(shop.products, random.int(1, 3)).map((p) => ({ product: p.id, quantity: random.int(1, 3) }));
      const key =
        options.alwaysIdempotent || random.chance(0.5) ? `load-${options.seed}-${customerIndex}-${serial}` : undefined;
      // The browser's price, total and payment status ride along, as older clients send them; all ignored
      // (docs/decisions/003-server-is-the-authority-on-prices.md).
      const body = {
        items: lines.map((l) => ({ ...l, price: 1 })),
        shippingAddress: ADDRESS,
        paymentMethod: method,
        total: 1,
        paymentStatus: 'paid',
      };
      return { customerIndex, method, lines, key, body };
    };

    const place = async (placement: Placement, what: string) => {
      if (placement.key) keyed.push(placement);
      const acked = handlePlaced(placement, await postPlacement(placement, random), what);
      if (acked && !mine.some((o) => o.id === acked.id)) mine.push(acked);
      return acked;
    };

    const cancel = async (order: AckedOrder, server?: string) => {
      const res = await call(random, `/api/orders/${order.id}/cancel`, { method: 'POST', token }, server);
      if (!record('cancel', res, [200, 409])) return;
      if (res.status === 200) {
        if (res.body?.order?.status !== 'cancelled')
          ledger.unexpected.push(`cancel 200 with status ${res.body?.order?.status}`);
        ledger.seenCancelled.add(order.id);
      }
    };

    const verify = async (order: AckedOrder, handler: Record<string, string>, server?: string) => {
      const res = await call(
        random,
        '/api/orders/verify-payment',
        { method: 'POST', token, json: { ...handler, order_id: order.id } },
        server,
      );
      // Verify reads the payment at Razorpay (decision 061): while the provider hiccups it may answer 502.
      if (!record('verify', res, [200, 409, ...(options.providerHiccups ? [502] : [])])) return;
      if (res.status === 409 && res.body?.message === PAYMENT_MESSAGES.latePaymentRefunded) {
        ledger.count('verify said late: refunding');
        ledger.seenLate.add(order.id);
      }
      if (res.status === 200) {
        const o = res.body?.order;
        if (o?.paymentStatus !== 'paid' || o?.status === 'cancelled') {
          ledger.unexpected.push(`verify 200 for an order that reads ${o?.status}/${o?.paymentStatus}`);
        }
        ledger.seenPaid.add(order.id);
      }
    };

    /** `plain`: success, no expiry, one verify (the scripted opening); otherwise the random races. */
    const pay = async (order: AckedOrder, plain = false) => {
      const created = await call(random, '/api/orders/create-payment', {
        method: 'POST',
        token,
        json: { receipt: order.id },
      });
      const providerDown = options.providerHiccups ? [502] : [];
      if (!record('create-payment', created, [200, 409, ...providerDown]) || created.status !== 200) return;
      if (!plain && options.expireNow && random.chance(0.12)) {
        // The window closes while the checkout modal is open: expiry and this payment race.
        await options.expireNow(order.id);
        ledger.count('expired while paying');
      }
      const isFailure = !plain && random.chance(0.1);
      const paid = await send(`${options.razorpay.url}/checkout/pay`, {
        method: 'POST',
        json: {
          key_id: created.body.key_id,
          order_id: created.body.order.id,
          method: random.pick(['upi', 'card', 'netbanking']),
          outcome: isFailure ? 'failure' : 'success',
        },
      });
      // 400: the bank declined (as asked) or the provider order was paid already (a second tab).
      if (!record('checkout pay', paid, [200, 400, ...(options.providerHiccups ? [503] : [])]) || paid.status !== 200) {
        return;
      }
      const handler = paid.body as Record<string, string>;
      ledger.capturedPayments.add(handler.razorpay_payment_id!);
      const mode = plain ? 1 : random.next();
      if (mode < 0.15) {
        ledger.count('tab closed before verify');
      } else if (mode < 0.35) {
        const [a, b] = twoServers(random);
        await Promise.all([verify(order, handler, a), verify(order, handler, b)]);
      } else if (mode < 0.55) {
        const [a, b] = twoServers(random);
        await Promise.all([verify(order, handler, a), cancel(order, b)]);
      } else {
        await verify(order, handler);
      }
    };

    while (!isStopped) {
      if (options.servers().length === 0) {
        await sleep(50);
        continue;
      }
      const lostBefore = ledger.lostAnswers;
      // Every shopper opens with one of each kind of step, so even a short run on a slow machine covers them
      // all; then the seeded random mix.
      const opening = OPENING[step];
      step += 1;
      if (step === OPENING.length + 1) shoppersOpened += 1;
      const roll = random.next();
      if (opening === 'cod' || (!opening && roll < 0.26)) {
        await place(newPlacement('cod'), 'place cod');
      } else if (opening === 'pay' || (!opening && roll < 0.54)) {
        const order = await place(newPlacement('razorpay'), 'place online');
        if (order && (opening || random.chance(0.75))) await pay(order, Boolean(opening));
      } else if (!opening && roll < 0.58) {
        await place(newPlacement('whatsapp'), 'place whatsapp');
      } else if (opening === 'replay' || (!opening && roll < 0.66 && keyed.length > 0)) {
        if (keyed.length > 0) await place(random.pick(keyed), 'replay');
      } else if (opening === 'twin' || (!opening && roll < 0.7)) {
        const twin = newPlacement(random.pick(['cod', 'razorpay'] as const));
        twin.key ??= `load-${options.seed}-${customerIndex}-${serial}-twin`;
        keyed.push(twin);
        const [a, b] = twoServers(random);
        const answers = await Promise.all([postPlacement(twin, random, a), postPlacement(twin, random, b)]);
        for (const res of answers) {
          const acked = handlePlaced(twin, res, 'twin');
          if (acked && !mine.some((o) => o.id === acked.id)) mine.push(acked);
        }
      } else if (opening === 'over-stock' || (!opening && roll < 0.74)) {
        await place(newPlacement('cod', true), 'over stock');
      } else if (opening === 'cancel' || (!opening && roll < 0.86)) {
        if (mine.length > 0) await cancel(random.pick(mine));
      } else {
        const online = mine.filter((o) => o.method === 'razorpay');
        if (online.length > 0) await pay(random.pick(online));
      }
      // A dead server answers at once (connection refused): back off instead of spinning.
      await sleep(ledger.lostAnswers > lostBefore ? 250 : random.int(0, 15));
    }
  }

  // ---- one admin ------------------------------------------------------------------------------------------

  async function admin(adminIndex: number) {
    const random = seededRandom(options.seed * 1_000 + 500 + adminIndex);
    const token = options.adminTokens[adminIndex]!;
    const change = async (order: AckedOrder, to: OrderStatus, server?: string) => {
      const json =
        to === 'shipped' && random.chance(0.5)
          ? { status: to, trackingNumber: `TRK${order.id.slice(0, 8)}` }
          : { status: to };
      const res = await call(random, `/api/orders/${order.id}/status`, { method: 'PUT', token, json }, server);
      if (!record(`status ${to}`, res, [200, 409]) || res.status !== 200) return;
      if (res.body?.order?.status !== to)
        ledger.unexpected.push(`status ${to} 200 but reads ${res.body?.order?.status}`);
      ledger.sawStatus(order.id, to);
      if (to === 'cancelled') ledger.seenCancelled.add(order.id);
    };
    let steps = 0;
    while (!isStopped) {
      if (ledger.orderList.length === 0 || options.servers().length === 0) {
        await sleep(30);
        continue;
      }
      const lostBefore = ledger.lostAnswers;
      const order = random.pick(ledger.orderList);
      const current = await call(random, `/api/orders/${order.id}`, { token });
      if (record('admin read', current, [200]) && current.status === 200) {
        const next = allowedNextStatuses(current.body.order.status as OrderStatus);
        const forward = next.filter((s) => s !== 'cancelled');
        const to =
          next.includes('cancelled') && (forward.length === 0 || random.chance(0.2)) ? 'cancelled' : forward[0];
        if (to && random.chance(0.15)) {
          const [a, b] = twoServers(random);
          await Promise.all([change(order, to, a), change(order, to, b)]);
        } else if (to) {
          await change(order, to);
        }
      }
      steps += 1;
      if (steps === ADMIN_WARM_UP_STEPS) adminsWarm += 1;
      await sleep(ledger.lostAnswers > lostBefore ? 250 : random.int(5, 40));
    }
  }

  // ---- the clock ------------------------------------------------------------------------------------------

  async function clock() {
    const random = seededRandom(options.seed * 1_000 + 900);
    while (!isStopped && options.expireNow) {
      await sleep(random.int(300, 800));
      const online = ledger.orderList.filter((o) => o.method === 'razorpay');
      if (online.length === 0) continue;
      await options.expireNow(random.pick(online).id);
      ledger.count('window closed');
    }
  }

  async function hiccups() {
    const random = seededRandom(options.seed * 1_000 + 903);
    while (!isStopped && options.providerHiccups) {
      await sleep(random.int(1_000, 3_000));
      if (isStopped) break;
      options.razorpay.simulator.state.outage = 'error';
      ledger.count('provider hiccup');
      await sleep(random.int(100, 400));
      options.razorpay.simulator.state.outage = 'none';
    }
  }

  const pump = startWebhookPump({
    simulator: options.razorpay.simulator,
    servers: options.servers,
    random: seededRandom(options.seed * 1_000 + 901),
    ledger,
  });
  const actors = [
    ...options.customerTokens.map((_, i) => shopper(i)),
    ...options.adminTokens.map((_, i) => admin(i)),
    clock(),
    hiccups(),
  ];

  return {
    ledger,
    async openingsDone() {
      while (shoppersOpened < options.customerTokens.length || adminsWarm < options.adminTokens.length) {
        await sleep(50);
      }
    },
    async stop() {
      isStopped = true;
      await Promise.all(actors);
      await pump.stop();
    },
    async settle() {
      const random = seededRandom(options.seed * 1_000 + 902);
      for (const placement of ledger.unsettled.splice(0)) {
        let res: LoadResponse = { status: 0, body: undefined };
        for (let attempt = 0; attempt < 40 && res.status === 0; attempt++) {
          if (attempt > 0) await sleep(250);
          res = await postPlacement({ ...placement }, random);
        }
        if (res.status === 0) ledger.unexpected.push(`placement ${placement.key} never answered after the restart`);
        // The key decides: 200 names the order the lost request created, 201 means it never committed.
        else handlePlaced({ ...placement }, res, 'retry after lost answer');
      }
      for (let round = 0; round < 40; round++) {
        if (await pump.drain()) return true;
        await sleep(250);
      }
      return false;
    },
  };
}
