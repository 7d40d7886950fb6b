import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { missingId } from './simulator-errors';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund, WebhookEnvelope, WebhookEventName } from './types';

export type WebhookDelivery = 'auto' | 'manual';
/** Every endpoint, by name, for fault injection (`faults.add({ op, mode })`). */
export const RAZORPAY_SIM_OPS = [
  'create-order',
  'fetch-order',
  'fetch-order-payments',
  'fetch-payment',
  'fetch-payment-refunds',
  'fetch-refund',
  'capture',
  'refund',
  'checkout-script',
  'checkout-order',
  'checkout-pay',
] as const;
export type RazorpaySimOp = (typeof RAZORPAY_SIM_OPS)[number];
/** A whole-simulator outage (every endpoint): drop the connection, answer 503, or answer after `slowMs`. */
export type SimulatorOutage = 'none' | 'disconnect' | 'error' | 'slow';

export interface RazorpaySimulatorOptions {
  keyId: string;
  keySecret: string;
  /** Where to post signed webhooks; a function when the address is known only at run time. */
  webhook?: { url: string | (() => string | null); secret: string };
  /** 'auto' (default): post each event right away, retrying with backoff on failure. 'manual': queue them until
   * flushWebhooks(), so tests choose the order and timing. */
  webhookDelivery?: WebhookDelivery;
  /** Status of new refunds; 'pending' ones are settled with settleRefund(). */
  refundOutcome?: 'processed' | 'pending';
  stateFile?: string;
  accountId?: string;
  log?: { warn(details: object, message: string): void };
  /** Expose the `/__sim/faults` control routes (tests and tools; never in front of real shoppers). */
  control?: boolean;
}

interface PersistedState {
  orders: RazorpayOrder[];
  payments: RazorpayPayment[];
  refunds: RazorpayRefund[];
  refundKeys: [string, string][];
  refundKeyBodies?: [string, string][];
}

/**
 * What the simulator knows (orders, payments, refunds, idempotency keys) and its test knobs, loaded from and
 * mirrored to `stateFile` when there is one.
 */
export function createRazorpaySimStore(options: RazorpaySimulatorOptions) {
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  /** `${paymentId}:${idempotencyKey}` -> refund id */
  const refundKeys = new Map<string, string>();
  /** `${paymentId}:${idempotencyKey}` -> the request body first sent with it (a different body is refused). */
  const refundKeyBodies = new Map<string, string>();
  /** Keys whose refund Razorpay is still working on: the same key meanwhile answers 409. */
  const refundsInFlight = new Set<string>();
  /** Provider orders whose payments stay `authorized` until captured (a manual-capture account). */
  const manualCaptureOrders = new Set<string>();
  /** Every successful capture, in order: tests assert a payment is captured exactly once. */
  const captures: { paymentId: string; amount: number }[] = [];

  const state = {
    webhookDelivery: options.webhookDelivery ?? 'auto',
    webhook: options.webhook ?? null,
    refundOutcome: options.refundOutcome ?? 'processed',
    outage: 'none' as SimulatorOutage,
    slowMs: 30_000,
    /** 'manual': every new payment stays authorized until captured, as with auto-capture off. */
    captureMode: 'auto' as 'auto' | 'manual',
    /** How long Razorpay takes to answer a new refund; meanwhile the same idempotency key answers 409. */
    refundProcessingMs: 0,
  };

  if (options.stateFile && existsSync(options.stateFile)) {
    try {
      const saved = JSON.parse(readFileSync(options.stateFile, 'utf8')) as PersistedState;
      for (const o of saved.orders) orders.set(o.id, o);
      for (const p of saved.payments) payments.set(p.id, p);
      for (const r of saved.refunds) refunds.set(r.id, r);
      for (const [k, v] of saved.refundKeys) refundKeys.set(k, v);
      for (const [k, v] of saved.refundKeyBodies ?? []) refundKeyBodies.set(k, v);
    } catch (err) {
      options.log?.warn({ err }, 'razorpay simulator: could not read its saved state; starting empty');
    }
  }

  function persist() {
    if (!options.stateFile) return;
    const saved: PersistedState = {
      orders: [...orders.values()],
      payments: [...payments.values()],
      refunds: [...refunds.values()],
      refundKeys: [...refundKeys],
      refundKeyBodies: [...refundKeyBodies],
    };
    writeFileSync(options.stateFile, JSON.stringify(saved), { mode: 0o600 });
  }

  function getOrder(id: string): RazorpayOrder {
    const order = orders.get(id);
    if (!order) throw missingId();
    return order;
  }

  function getPayment(id: string): RazorpayPayment {
    const payment = payments.get(id);
    if (!payment) throw missingId();
    return payment;
  }

  return {
    orders,
    payments,
    refunds,
    refundKeys,
    refundKeyBodies,
    refundsInFlight,
    manualCaptureOrders,
    captures,
    state,
    persist,
    getOrder,
    getPayment,
  };
}

export type RazorpaySimStore = ReturnType<typeof createRazorpaySimStore>;
export type RazorpaySimState = RazorpaySimStore['state'];

/** What every resource of the simulator works with: the store, the options, and the webhook outbox. */
export interface RazorpaySimContext extends RazorpaySimStore {
  options: RazorpaySimulatorOptions;
  emit(event: WebhookEventName, payload: WebhookEnvelope['payload']): void;
}
