/**
 * The shoppers of the flash-sale bench: each arrives at a uniformly random moment of the window and goes
 * home page -> product page -> POST /api/orders, then, for an online order, create-payment -> pay at the
 * Razorpay simulator's checkout -> verify-payment, as the storefront and checkout.js do. Every request is timed
 * from this process; a request that takes longer than 10 s is aborted and counted as a timeout.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUSY_PATIENCE_MS, busyRetryMs } from '@shop/shared/busy-line';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { Agent, setGlobalDispatcher } from 'undici';

/** Longer than this is a timeout (the issue: nobody waits past 10 s). */
export const TIMEOUT_MS = 10_000;

export type Step =
  'home page' | 'product page' | 'place order' | 'create payment' | 'pay (simulator)' | 'verify payment';
export const STEPS: Step[] = [
  'home page',
  'product page',
  'place order',
  'create payment',
  'pay (simulator)',
  'verify payment',
];

export interface Sample {
  step: Step;
  /** ms since the window opened, when the request was sent. */
  startedAt: number;
  ms: number;
  /** HTTP status, or 0 for a timeout (> 10 s) or a connection error. */
  status: number;
  timeout: boolean;
  /** The JSON `message` of a refusal (4xx/5xx), or the error's text. */
  message?: string;
  /** A 503 with Retry-After (the shop shedding load): the shopper tries again after it, as the storefront asks. */
  busy?: boolean;
  /** An attempt followed by another (after a busy answer): not the step's outcome. */
  retried?: boolean;
}

export interface Shopper {
  index: number;
  token: string;
  server: string;
  /** X-Forwarded-For: each shopper its own address, so the per-IP limits count per shopper as in production. */
  ip: string;
  product: string;
  hot: boolean;
  online: boolean;
  arrivalMs: number;
}

export interface ShopperOutcome {
  shopper: Shopper;
  samples: Sample[];
  /** The order request's start (ms since the window opened) and answer; absent when an earlier step failed. */
  order?: { startedAt: number; status: number; orderId?: string };
  paid: boolean;
}

/** HS256 token as the server's signToken makes it (apps/server/src/plugins/auth.ts): subject, role, tv, issuer. */
export function signShopToken(secret: string, user: { id: string; role: string; tokenVersion: number }): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64({ alg: 'HS256' })}.${b64({ role: user.role, tv: user.tokenVersion, sub: user.id, iss: 'shopkart', iat: now, exp: now + 86_400 })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

interface Timed {
  sample: Sample;
  json: any;
  retryAfterSeconds?: number;
}

/** Tries a busy step this many times in all: a shopper who reads "very busy, try again" taps again, a few times. */
export const BUSY_ATTEMPTS = 3;

async function timed(step: Step, t0: number, url: string, init: RequestInit): Promise<Timed> {
  const started = performance.now();
  const sample: Sample = { step, startedAt: started - t0, ms: 0, status: 0, timeout: false };
  let json: any = null;
  let retryAfterSeconds: number | undefined;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await res.text();
    sample.status = res.status;
    const retryAfter = Number(res.headers.get('retry-after'));
    if (res.status === 503 && retryAfter > 0) sample.busy = true;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (sample.busy) retryAfterSeconds = retryAfter;
    if (res.status >= 400) sample.message = typeof json?.message === 'string' ? json.message : text.slice(0, 120);
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    sample.timeout = name === 'TimeoutError' || name === 'AbortError';
    sample.message = sample.timeout ? `no answer within ${TIMEOUT_MS / 1000} s` : String((error as Error)?.message);
  }
  sample.ms = performance.now() - started;
  return { sample, json, retryAfterSeconds };
}

/** Every sale shopper's delivery address. */
export const ADDRESS = {
  name: 'Sale Shopper',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

export interface Simulator {
  url: string;
  keyId: string;
}

async function shop(s: Shopper, t0: number, sim: Simulator): Promise<ShopperOutcome> {
  const out: ShopperOutcome = { shopper: s, samples: [], paid: false };
  const headers = { 'x-forwarded-for': s.ip, authorization: `Bearer ${s.token}` };
  const json = { ...headers, 'content-type': 'application/json' };
  /**
   * One step, tried again after each busy answer's Retry-After: `BUSY_ATTEMPTS` times in all, or, for placing the
   * order, for as long as the storefront's checkout keeps the shopper in line by itself (BUSY_PATIENCE_MS).
   */
  const step = async (name: Step, url: string, init: RequestInit = {}, patienceMs?: number) => {
    const started = performance.now();
    let r = await timed(name, t0, url, init);
    out.samples.push(r.sample);
    for (let attempt = 1; r.retryAfterSeconds; attempt++) {
      // As checkout does: Retry-After within 1-10 s between tries, and patience counted from the first try.
      const retryInMs = busyRetryMs(r.retryAfterSeconds);
      const spent = performance.now() - started;
      if (patienceMs === undefined ? attempt >= BUSY_ATTEMPTS : spent + retryInMs > patienceMs) break;
      r.sample.retried = true;
      await sleep(retryInMs);
      r = await timed(name, t0, url, init);
      out.samples.push(r.sample);
    }
    return r;
  };
  // Pages go out anonymously, as a browser's first view of a cached page does (no bearer token on a page).
  const home = await step('home page', `${s.server}/`, { headers: { 'x-forwarded-for': s.ip } });
  if (home.sample.status !== 200) return out;
  const page = await step('product page', `${s.server}/products/${s.product}`, {
    headers: { 'x-forwarded-for': s.ip },
  });
  if (page.sample.status !== 200) return out;
  // One Idempotency-Key for the checkout, kept across its tries as the storefront keeps it (the shop's place in line).
  const placed = await step(
    'place order',
    `${s.server}/api/orders`,
    {
      method: 'POST',
      headers: { ...json, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        items: [{ product: s.product, quantity: 1 }],
        shippingAddress: ADDRESS,
        paymentMethod: s.online ? 'razorpay' : 'cod',
        // A first-time buyer accepts the privacy notice with the order, as the checkout page sends it.
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      }),
    },
    BUSY_PATIENCE_MS,
  );
  const orderId = placed.json?.order?._id as string | undefined;
  // First come, first served is judged by the shopper's first tap, whatever the retries after it.
  const firstTap = out.samples.find((sample) => sample.step === 'place order') ?? placed.sample;
  out.order = { startedAt: firstTap.startedAt, status: placed.sample.status, orderId };
  if (placed.sample.status !== 201 || !s.online || !orderId) return out;
  const created = await step('create payment', `${s.server}/api/orders/create-payment`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ receipt: orderId }),
  });
  const providerOrderId = created.json?.order?.id as string | undefined;
  if (created.sample.status !== 200 || !providerOrderId) return out;
  const paid = await step('pay (simulator)', `${sim.url}/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: sim.keyId, order_id: providerOrderId, method: 'upi', outcome: 'success' }),
  });
  if (paid.sample.status !== 200) return out;
  const verified = await step('verify payment', `${s.server}/api/orders/verify-payment`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ...paid.json, order_id: orderId }),
  });
  out.paid = verified.sample.status === 200;
  return out;
}

/**
 * Runs every shopper from its arrival moment on; resolves when the last one is done. The delay of this
 * process's event loop is measured too: when it is high, the shoppers' own process (on the same cores as the
 * servers) is part of what the latencies show, not only the shop.
 */
export async function runShoppers(
  shoppers: Shopper[],
  sim: Simulator,
  /** Connections per server, as a reverse proxy's pool of kept-alive upstream connections; absent: one per request in flight. */
  connections?: number,
): Promise<{ outcomes: ShopperOutcome[]; ms: number; clientLoopDelayMs: { p99: number; max: number } }> {
  // Node's fetch uses this dispatcher too (undici's global one).
  if (connections) setGlobalDispatcher(new Agent({ connections }));
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const t0 = performance.now();
  const outcomes = await Promise.all(
    shoppers.map(async (s) => {
      await sleep(s.arrivalMs);
      return shop(s, t0, sim);
    }),
  );
  const ms = performance.now() - t0;
  delay.disable();
  return { outcomes, ms, clientLoopDelayMs: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 } };
}
