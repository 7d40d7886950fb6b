/**
 * What each step of a sale shopper's visit costs the machine (issue 38: the sale saturates the cores, so which
 * routes spend the CPU?). The same shoppers and requests as the flash sale, but one step at a time for all of them,
 * a few requests in flight (below saturation), with the CPU time the server processes, PostgreSQL's backends and
 * Redis used during each step read from /proc: milliseconds of CPU per request. Work a request leaves behind (its
 * mails) is counted in the step during which it runs, and for the order steps also in the seconds after them. The
 * servers are as fresh as at a sale's start (only their pages seen), so the first orders include the JIT's warm-up,
 * as a sale's do. PostgreSQL's figure is every `postgres` process of the machine (and the backends that exited,
 * through the postmaster): run it on a machine doing nothing else.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { round } from './lib';
import { cpuSeconds } from './process-cpu';
import { ADDRESS, type Shopper, type Simulator } from './flash-sale-shoppers';

/** Seconds without requests after an order step, while its mails are sent. */
const MAIL_SECONDS = 8;

export interface StepCost {
  step: string;
  requests: number;
  /** Answered 2xx (a sold-out refusal of the hot product is a 409, counted apart). */
  ok: number;
  wallMsPerRequest: number;
  cpuMsPerRequest: { servers: number; database: number | null; redis: number };
}

interface Visit {
  orderId?: string;
  providerOrderId?: string;
  paid?: Record<string, string>;
}

/** A step's request for one shopper: true when answered 2xx. */
type Request = (shopper: Shopper, visit: Visit) => Promise<boolean>;

function headers(s: Shopper, json = false): Record<string, string> {
  return {
    'x-forwarded-for': s.ip,
    authorization: `Bearer ${s.token}`,
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

async function post(url: string, s: Shopper, body: unknown, extra: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers(s, true), ...extra },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
}

async function page(url: string, s: Shopper): Promise<boolean> {
  // Anonymous and compressed, as a browser's first view of a cached page.
  const res = await fetch(url, { headers: { 'x-forwarded-for': s.ip, 'accept-encoding': 'br, gzip, deflate' } });
  await res.arrayBuffer();
  return res.status === 200;
}

const placeOrder: Request = async (s, visit) => {
  const { status, json } = await post(
    `${s.server}/api/orders`,
    s,
    {
      items: [{ product: s.product, quantity: 1 }],
      shippingAddress: ADDRESS,
      paymentMethod: s.online ? 'razorpay' : 'cod',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    },
    { 'idempotency-key': randomUUID() },
  );
  visit.orderId = json?.order?._id;
  return status === 201;
};

/**
 * Runs every step for every shopper it applies to, `concurrency` requests in flight, and prints and returns the
 * CPU per request. `serverPids`: the shop's processes; `database`: whether PostgreSQL runs apart (its backends'
 * CPU is then read; on the embedded database it is inside the servers' figure).
 */
export async function measureStepCosts(
  shoppers: Shopper[],
  sim: Simulator,
  serverPids: number[],
  database: 'postgres' | 'pglite',
  concurrency = 8,
): Promise<StepCost[]> {
  const pids = new Set(serverPids);
  const cpu = () => ({
    servers: cpuSeconds((pid) => pids.has(pid)),
    database: database === 'postgres' ? cpuSeconds((_pid, comm) => comm === 'postgres', { reapedChildren: true }) : 0,
    redis: cpuSeconds((_pid, comm) => comm.startsWith('redis')),
  });
  const visits = new Map<number, Visit>(shoppers.map((s) => [s.index, {}]));
  const costs: StepCost[] = [];

  type Cpu = ReturnType<typeof cpu>;
  /**
   * CPU milliseconds between two readings per request of `perRequestOf` (the step's own requests, or for its mails
   * the order requests that queued them), recorded with the step's other figures.
   */
  function record(
    step: string,
    requests: number,
    ok: number,
    wallMs: number,
    before: Cpu,
    after: Cpu,
    perRequestOf = requests,
  ) {
    const per = (seconds: number) => round((Math.max(0, seconds) * 1000) / Math.max(1, perRequestOf), 2);
    const cost: StepCost = {
      step,
      requests,
      ok,
      wallMsPerRequest: per(wallMs / 1000),
      cpuMsPerRequest: {
        servers: per(after.servers - before.servers),
        database: database === 'postgres' ? per(after.database - before.database) : null,
        redis: per(after.redis - before.redis),
      },
    };
    costs.push(cost);
    const c = cost.cpuMsPerRequest;
    return `servers ${c.servers}, database ${c.database ?? 'in the servers'}, Redis ${c.redis}`;
  }

  async function step(name: string, who: Shopper[], request: Request) {
    let next = 0;
    let ok = 0;
    const before = cpu();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < who.length) {
          const s = who[next++]!;
          if (await request(s, visits.get(s.index)!)) ok++;
        }
      }),
    );
    const wall = performance.now() - started;
    const figures = record(name, who.length, ok, wall, before, cpu());
    console.log(
      `  ${name.padEnd(28)} ${String(who.length).padStart(5)} requests, ${String(ok).padStart(5)} 2xx; CPU ms a request: ${figures}`,
    );
  }

  /**
   * The orders' mails (the buyer's, the merchant's alert) go out after their commit, mostly after the step: the CPU
   * of the seconds after it, without requests, per order request of the step (recorded with 0 requests of its own).
   */
  async function mailsAfter(name: string, who: Shopper[]) {
    const before = cpu();
    await new Promise((resolve) => setTimeout(resolve, MAIL_SECONDS * 1000));
    const figures = record(`${name}: its mails, sent after it`, 0, 0, 0, before, cpu(), who.length);
    console.log(`    its mails, in the ${MAIL_SECONDS} s after it: CPU ms an order request: ${figures}`);
  }

  await step('home page', shoppers, (s) => page(`${s.server}/`, s));
  await step('product page', shoppers, (s) => page(`${s.server}/products/${s.product}`, s));
  // Other products first (ample stock: every order is placed), then the hot one (100 placed, the rest sold out).
  const others = shoppers.filter((s) => !s.hot);
  await step('place order (other products)', others, placeOrder);
  await mailsAfter('place order (other products)', others);
  const hot = shoppers.filter((s) => s.hot);
  await step('place order (hot product)', hot, placeOrder);
  await mailsAfter('place order (hot product)', hot);
  const online = shoppers.filter((s) => s.online && visits.get(s.index)!.orderId);
  await step('create payment', online, async (s, visit) => {
    const { status, json } = await post(`${s.server}/api/orders/create-payment`, s, { receipt: visit.orderId });
    visit.providerOrderId = json?.order?.id;
    return status === 200;
  });
  // Paying happens at Razorpay (the simulator, in this process): not the shop's cost, not measured.
  for (const s of online) {
    const visit = visits.get(s.index)!;
    const res = await fetch(`${sim.url}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: sim.keyId, order_id: visit.providerOrderId, method: 'upi', outcome: 'success' }),
    });
    visit.paid = (await res.json()) as Record<string, string>;
  }
  await step('verify payment', online, async (s, visit) => {
    const { status } = await post(`${s.server}/api/orders/verify-payment`, s, {
      ...visit.paid,
      order_id: visit.orderId,
    });
    return status === 200;
  });
  return costs;
}
