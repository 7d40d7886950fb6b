import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CHECKOUT_JS } from './checkout-js';
import { generateId } from './constants';
import { signPayment, signWebhook } from './signature';
import { createFaultPlan, parseFaultSpec } from '../simulator-faults';
import type {
  Notes,
  RazorpayErrorBody,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayRefund,
  WebhookEnvelope,
  WebhookEventName,
} from './types';

/*
 * A Razorpay stand-in that speaks the REST contract of docs/providers.md over HTTP (same paths under /v1, same
 * fields, same error bodies, HTTP Basic key check), serves a checkout.js with the same window.Razorpay
 * interface, signs checkout responses with the key secret and webhooks with the webhook secret exactly as
 * Razorpay does. Our production client talks to it unchanged. It keeps its state in memory (optionally
 * mirrored to a JSON file so the embedded shop survives a restart); it is a development and test peer.
 */

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

export interface SentWebhook {
  eventId: string;
  event: string;
  body: string;
  signature: string;
  attempts: number;
  /** Last HTTP status, or 0 for a network failure; undefined while never tried. */
  lastStatus?: number;
}

interface PersistedState {
  orders: RazorpayOrder[];
  payments: RazorpayPayment[];
  refunds: RazorpayRefund[];
  refundKeys: [string, string][];
  refundKeyBodies?: [string, string][];
}

class SimError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }
}

const badRequest = (
  description: string,
  field: string | null = null,
  extra: Partial<RazorpayErrorBody['error']> = {},
) =>
  new SimError(400, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      field,
      source: field ? 'business' : 'NA',
      step: field ? 'payment_initiation' : 'NA',
      reason: field ? 'input_validation_failed' : 'NA',
      metadata: {},
      ...extra,
    },
  });
const missingId = () => badRequest('The id provided does not exist');
const now = () => Math.floor(Date.now() / 1000);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const SERVER_ERROR_TEXT = 'We are facing some trouble completing your request at the moment. Please try again shortly.';
const serverErrorBody = () => ({ error: { code: 'SERVER_ERROR', description: SERVER_ERROR_TEXT } });

const FAILURE_TEXT: Record<string, string> = {
  upi: 'Payment was unsuccessful as the UPI request was declined.',
  card: 'Your payment could not be completed as the card was declined by the bank.',
  netbanking: 'Your payment could not be completed due to a bank error. Please try again.',
};

export function createRazorpaySimulator(options: RazorpaySimulatorOptions) {
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
  const accountId = options.accountId ?? 'acc_Simulator00001';
  const sent: SentWebhook[] = [];
  const queue: SentWebhook[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let chain: Promise<void> = Promise.resolve();
  let isClosed = false;
  const faults = createFaultPlan<RazorpaySimOp>({
    error: serverErrorBody,
    // Valid JSON that is none of Razorpay's entities (an HTML-to-JSON proxy, a captive portal).
    wrongShape: { entity: 'unexpected', id: 42, status: null },
  });

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

  // ---- webhooks ------------------------------------------------------------------------------------

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

  // ---- the REST API ---------------------------------------------------------------------------------

  function createOrder(body: unknown): RazorpayOrder {
    if (!isRecord(body)) throw badRequest('The request body must be a JSON object');
    const { amount, currency, receipt, notes } = body;
    if (amount === undefined || amount === null) throw badRequest('The amount field is required.', 'amount');
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      throw badRequest('The amount must be an integer.', 'amount');
    if (amount < 100) throw badRequest('Order amount less than minimum amount allowed', 'amount');
    if (currency === undefined || currency === null) throw badRequest('The currency field is required.', 'currency');
    if (currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
    if (receipt !== undefined && receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    if (notes !== undefined && notes !== null && (!isRecord(notes) || Object.keys(notes).length > 15)) {
      throw badRequest('Number of notes cannot exceed 15', 'notes');
    }
    const order: RazorpayOrder = {
      id: generateId('order_'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: isRecord(notes) ? Object.fromEntries<string>(Object.entries(notes).map(([k, v]) => [k, String(v)])) : [],
      created_at: now(),
    };
    orders.set(order.id, order);
    persist();
    return order;
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

  function paymentsOf(orderId: string) {
    getOrder(orderId);
    const items = [...payments.values()]
      .filter((p) => p.order_id === orderId)
      .sort((a, b) => b.created_at - a.created_at);
    return { entity: 'collection' as const, count: items.length, items };
  }

  function refundsOf(paymentId: string) {
    getPayment(paymentId);
    const items = [...refunds.values()].filter((r) => r.payment_id === paymentId);
    return { entity: 'collection' as const, count: items.length, items };
  }

  /**
   * A refund, as Razorpay answers it with an `X-Refund-Idempotency` key: the same key and body again answer the
   * first refund; the same key with another body is refused (400); the same key while the first request is
   * still being processed answers 409 (retry later, it is not a failure).
   */
  async function refundWithKey(paymentId: string, body: unknown, idempotencyKey: string | undefined) {
    if (idempotencyKey !== undefined && idempotencyKey.length < 10) {
      throw badRequest('The X-Refund-Idempotency header must be at least 10 characters long');
    }
    const slot = idempotencyKey ? `${paymentId}:${idempotencyKey}` : null;
    if (slot) {
      const bodyText = JSON.stringify(isRecord(body) ? body : {});
      const firstBody = refundKeyBodies.get(slot);
      if (firstBody !== undefined && firstBody !== bodyText) {
        throw badRequest('Different request body sent for the same idempotency key', null, { code: 'BAD_REQUEST_ERROR' });
      }
      if (refundsInFlight.has(slot)) {
        throw new SimError(409, {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Request is being processed with the same idempotency key. Please retry after some time.',
            source: 'NA',
            step: 'NA',
            reason: 'NA',
            metadata: {},
          },
        });
      }
      refundKeyBodies.set(slot, bodyText);
      if (!refundKeys.has(slot) && state.refundProcessingMs > 0) {
        refundsInFlight.add(slot);
        try {
          await new Promise((resolve) => setTimeout(resolve, state.refundProcessingMs).unref());
        } finally {
          refundsInFlight.delete(slot);
        }
      }
    }
    return refund(paymentId, body, idempotencyKey);
  }

  function refund(paymentId: string, body: unknown, idempotencyKey: string | undefined): RazorpayRefund {
    const payment = getPayment(paymentId);
    const keyed = idempotencyKey ? refundKeys.get(`${paymentId}:${idempotencyKey}`) : undefined;
    if (keyed) return refunds.get(keyed)!;
    const input = isRecord(body) ? body : {};
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      throw badRequest('Payment has not been captured');
    const remaining = payment.amount - payment.amount_refunded;
    if (remaining <= 0) throw badRequest('The payment has been fully refunded already');
    const amount = input.amount ?? remaining;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      throw badRequest('The amount must be an integer.', 'amount');
    }
    if (amount > remaining) throw badRequest('The refund amount provided is greater than amount captured', 'amount');
    const created: RazorpayRefund = {
      id: generateId('rfnd_'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: isRecord(input.notes) ? (input.notes as Notes) : [],
      receipt: typeof input.receipt === 'string' ? input.receipt : null,
      acquirer_data: { arn: null },
      status: state.refundOutcome,
      speed_requested: typeof input.speed === 'string' ? input.speed : 'normal',
      speed_processed: state.refundOutcome === 'processed' ? 'normal' : null,
      batch_id: null,
      created_at: now(),
    };
    refunds.set(created.id, created);
    if (idempotencyKey) refundKeys.set(`${paymentId}:${idempotencyKey}`, created.id);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    persist();
    emit('refund.created', { refund: { entity: created }, payment: { entity: payment } });
    if (created.status === 'processed')
      emit('refund.processed', { refund: { entity: created }, payment: { entity: payment } });
    return created;
  }

  /** POST /payments/:id/capture: only an authorized payment, only for the amount and currency authorized. */
  function capture(paymentId: string, body: unknown): RazorpayPayment {
    const payment = getPayment(paymentId);
    const input = isRecord(body) ? body : {};
    if (input.amount === undefined || input.amount === null) throw badRequest('The amount field is required.', 'amount');
    if (typeof input.amount !== 'number' || !Number.isInteger(input.amount))
      throw badRequest('The amount must be an integer.', 'amount');
    if (input.currency === undefined || input.currency === null)
      throw badRequest('The currency field is required.', 'currency');
    if (payment.status === 'captured' || payment.status === 'refunded')
      throw badRequest('This payment has already been captured');
    if (payment.status !== 'authorized')
      throw badRequest('Only payments which have been authorized and not yet captured can be captured');
    if (input.amount !== payment.amount)
      throw badRequest('Capture amount must be equal to the amount authorized', 'amount');
    if (input.currency !== payment.currency) throw badRequest('Currency should be same as that of payment', 'currency');
    payment.status = 'captured';
    payment.captured = true;
    captures.push({ paymentId: payment.id, amount: payment.amount });
    const order = payment.order_id ? orders.get(payment.order_id) : undefined;
    if (order) {
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    persist();
    emit('payment.captured', { payment: { entity: payment } });
    if (order) emit('order.paid', { payment: { entity: payment }, order: { entity: order } });
    return payment;
  }

  /** Settles a pending refund as the bank eventually does (tests of refund.processed / refund.failed). */
  function settleRefund(refundId: string, outcome: 'processed' | 'failed'): RazorpayRefund {
    const found = refunds.get(refundId);
    if (!found) throw missingId();
    if (found.status !== 'pending') return found;
    found.status = outcome;
    const payment = payments.get(found.payment_id)!;
    if (outcome === 'failed') {
      // The money is back with the merchant: the payment is refundable again.
      payment.amount_refunded -= found.amount;
      payment.refund_status = payment.amount_refunded > 0 ? 'partial' : null;
      payment.status = 'captured';
    } else {
      found.speed_processed = 'normal';
    }
    persist();
    emit(outcome === 'processed' ? 'refund.processed' : 'refund.failed', {
      refund: { entity: found },
      payment: { entity: payment },
    });
    return found;
  }

  // ---- checkout (what checkout.js calls; Razorpay's own equivalent is internal to its checkout) -------

  function checkKeyId(keyId: unknown) {
    if (typeof keyId !== 'string' || !safeEqual(keyId, options.keyId)) {
      throw new SimError(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The API key provided is invalid' } });
    }
  }

  interface PayInput {
    order_id: string;
    method?: string;
    outcome?: 'success' | 'failure';
    email?: string | null;
    contact?: string | null;
  }

  /**
   * A shopper paying in the checkout modal. Success: a captured payment (auto-capture), the order paid,
   * the handler's {razorpay_payment_id, razorpay_order_id, razorpay_signature} signed with the key secret,
   * and payment.authorized, payment.captured, order.paid webhooks. Failure: a failed payment and
   * payment.failed, the order left payable.
   */
  function pay(input: PayInput): {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  } {
    const order = getOrder(input.order_id);
    if (order.status === 'paid') throw badRequest('Order has already been paid');
    const method = input.method ?? 'upi';
    if (!['upi', 'card', 'netbanking'].includes(method)) throw badRequest('Invalid payment method', 'method');
    const isSuccess = (input.outcome ?? 'success') === 'success';
    const staysAuthorized = isSuccess && (state.captureMode === 'manual' || manualCaptureOrders.has(order.id));
    const payment: RazorpayPayment = {
      id: generateId('pay_'),
      entity: 'payment',
      amount: order.amount_due,
      currency: order.currency,
      status: isSuccess ? 'captured' : 'failed',
      order_id: order.id,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: isSuccess,
      description: null,
      email: input.email ?? 'void@razorpay.com',
      contact: input.contact ?? '+919999999999',
      notes: order.notes,
      error_code: isSuccess ? null : 'BAD_REQUEST_ERROR',
      error_description: isSuccess ? null : (FAILURE_TEXT[method] ?? 'Payment failed'),
      error_source: isSuccess ? null : 'bank',
      error_step: isSuccess ? null : 'payment_authorization',
      error_reason: isSuccess ? null : 'payment_failed',
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (!isSuccess) {
      order.status = 'attempted';
      persist();
      emit('payment.failed', { payment: { entity: payment } });
      throw badRequest(payment.error_description!, null, {
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: payment.id },
      });
    }
    if (staysAuthorized) {
      // Auto-capture off: the money is only held; the merchant must capture it (or Razorpay refunds it later).
      payment.status = 'authorized';
      payment.captured = false;
      order.status = 'attempted';
      persist();
      emit('payment.authorized', { payment: { entity: payment } });
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: signPayment(order.id, payment.id, options.keySecret),
      };
    }
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    persist();
    emit('payment.authorized', { payment: { entity: { ...payment, status: 'authorized', captured: false } } });
    emit('payment.captured', { payment: { entity: payment } });
    emit('order.paid', { payment: { entity: payment }, order: { entity: order } });
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: signPayment(order.id, payment.id, options.keySecret),
    };
  }

  // ---- HTTP -----------------------------------------------------------------------------------------

  function checkBasicAuth(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = header ? /^Basic\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) {
      throw new SimError(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Please provide your api key for authentication purposes.' },
      });
    }
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const keyId = decoded.slice(0, colon);
    const secret = decoded.slice(colon + 1);
    if (colon < 0 || !safeEqual(keyId, options.keyId) || !safeEqual(secret, options.keySecret)) {
      throw new SimError(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The API key provided is invalid' } });
    }
  }

  /** The Fastify plugin: register it with a prefix (e.g. /sim/razorpay) or at the root of its own server. */
  async function plugin(app: FastifyInstance) {
    const config = { rateLimit: false } as const;
    /** Injected faults come before anything else, the key check included (a broken provider checks nothing). */
    const faultHook = (op: RazorpaySimOp) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (await faults.apply(op, request, reply)) return reply;
    };
    const open = (op: RazorpaySimOp) => ({ config, onRequest: [faultHook(op)] });
    const api = (op: RazorpaySimOp) => ({
      config,
      onRequest: [faultHook(op), async (request: FastifyRequest) => checkBasicAuth(request)],
    });

    app.setErrorHandler((error: unknown, _request, reply) => {
      if (error instanceof SimError) return reply.status(error.statusCode).send(error.body);
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500) return reply.status(status).send(badRequest((error as Error).message).body);
      return reply.status(500).send(serverErrorBody());
    });
    app.setNotFoundHandler((_request, reply) =>
      reply.status(400).send(badRequest('The requested URL was not found on the server.').body),
    );

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.endsWith('checkout.js')) return;
      if (request.url.includes('/checkout/')) {
        // checkout.js may be served from another origin than the shop (a standalone simulator).
        reply.header('access-control-allow-origin', '*');
        reply.header('access-control-allow-headers', 'content-type');
      }
      if (state.outage === 'disconnect') {
        request.raw.socket.destroy();
        return reply.hijack();
      }
      if (state.outage === 'error') return reply.status(503).send(serverErrorBody());
      if (state.outage === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs).unref());
    });

    const sendCheckoutJs = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_JS);
    app.get('/checkout.js', open('checkout-script'), sendCheckoutJs);
    app.get('/v1/checkout.js', open('checkout-script'), sendCheckoutJs);

    app.post('/v1/orders', api('create-order'), async (request) => createOrder(request.body));
    app.get<{ Params: { id: string } }>('/v1/orders/:id', api('fetch-order'), async (request) =>
      getOrder(request.params.id),
    );
    app.get<{ Params: { id: string } }>('/v1/orders/:id/payments', api('fetch-order-payments'), async (request) =>
      paymentsOf(request.params.id),
    );
    app.get<{ Params: { id: string } }>('/v1/payments/:id', api('fetch-payment'), async (request) =>
      getPayment(request.params.id),
    );
    app.get<{ Params: { id: string } }>('/v1/payments/:id/refunds', api('fetch-payment-refunds'), async (request) =>
      refundsOf(request.params.id),
    );
    app.get<{ Params: { id: string } }>('/v1/refunds/:id', api('fetch-refund'), async (request) => {
      const found = refunds.get(request.params.id);
      if (!found) throw missingId();
      return found;
    });
    app.post<{ Params: { id: string } }>('/v1/payments/:id/refund', api('refund'), async (request) => {
      const key = request.headers['x-refund-idempotency'];
      return refundWithKey(request.params.id, request.body, typeof key === 'string' ? key : undefined);
    });
    app.post<{ Params: { id: string } }>('/v1/payments/:id/capture', api('capture'), async (request) =>
      capture(request.params.id, request.body),
    );

    app.options('/checkout/*', { config }, async (_request, reply) =>
      reply.header('access-control-allow-methods', 'GET, POST').status(204).send(),
    );
    app.get<{ Params: { id: string }; Querystring: { key_id?: string } }>(
      '/checkout/orders/:id',
      open('checkout-order'),
      async (request) => {
        checkKeyId(request.query.key_id);
        const order = getOrder(request.params.id);
        return {
          id: order.id,
          amount: order.amount,
          amount_due: order.amount_due,
          currency: order.currency,
          status: order.status,
        };
      },
    );
    app.post('/checkout/pay', open('checkout-pay'), async (request) => {
      const body = isRecord(request.body) ? request.body : {};
      checkKeyId(body.key_id);
      if (typeof body.order_id !== 'string') throw badRequest('The order_id field is required.', 'order_id');
      return pay({
        order_id: body.order_id,
        method: typeof body.method === 'string' ? body.method : undefined,
        outcome: body.outcome === 'failure' ? 'failure' : 'success',
        email: typeof body.email === 'string' ? body.email : null,
        contact: typeof body.contact === 'string' ? body.contact : null,
      });
    });

    if (options.control) registerControlRoutes(app);
  }

  /** `/__sim/faults`: the fault plan over HTTP, for a simulator in another process. */
  function registerControlRoutes(app: FastifyInstance) {
    const config = { rateLimit: false } as const;
    app.get('/__sim/faults', { config }, async () => ({ faults: faults.pending() }));
    app.post('/__sim/faults', { config }, async (request, reply) => {
      const parsed = parseFaultSpec(request.body, RAZORPAY_SIM_OPS);
      if ('error' in parsed) return reply.status(400).send({ message: parsed.error });
      faults.add(parsed.spec);
      return { ok: true };
    });
    app.delete('/__sim/faults', { config }, async () => {
      faults.clear();
      return { ok: true };
    });
  }

  return {
    keyId: options.keyId,
    plugin,
    /** For tests and tools: what a shopper does in the modal, without a browser. */
    pay(orderId: string, input: Omit<PayInput, 'order_id'> = {}) {
      try {
        return { ok: true as const, response: pay({ ...input, order_id: orderId }) };
      } catch (error) {
        if (error instanceof SimError) return { ok: false as const, error: error.body.error };
        throw error;
      }
    },
    settleRefund,
    /** Payments of this provider order stay authorized until captured (auto-capture off for it). */
    holdForCapture(providerOrderId: string) {
      manualCaptureOrders.add(providerOrderId);
    },
    /** Successful captures so far. */
    captures: () => [...captures],
    /** Test knobs. */
    state,
    /** Per-endpoint faults: `faults.add({ op: 'refund', mode: 'hang', times: 2 })`; `faults.hits('refund')`. */
    faults,
    orders,
    payments,
    refunds,
    /** Every webhook event generated so far, delivered or not (with its exact body and signature). */
    sentWebhooks: () => [...sent],
    /** In manual mode: delivers the queued events once each, in order, and returns their statuses. */
    async flushWebhooks(): Promise<number[]> {
      const items = queue.splice(0, queue.length);
      const statuses: number[] = [];
      for (const item of items) statuses.push(await deliver(item));
      return statuses;
    },
    /** Delivers one event again, exactly as before: what at-least-once delivery does. */
    redeliver: (item: SentWebhook) => deliver(item),
    async close() {
      isClosed = true;
      faults.releaseHeld();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await chain.catch(() => undefined);
    },
  };
}

export type RazorpaySimulator = ReturnType<typeof createRazorpaySimulator>;

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface StandaloneSimulator {
  simulator: RazorpaySimulator;
  /** Origin, e.g. http://127.0.0.1:4010 */
  url: string;
  /** What RAZORPAY_API_URL should be. */
  apiUrl: string;
  /** What RAZORPAY_CHECKOUT_URL should be. */
  checkoutUrl: string;
  close(): Promise<void>;
}

/** The simulator on its own port (tests, several shop processes sharing one simulator). */
export async function startRazorpaySimulator(
  options: RazorpaySimulatorOptions & { port?: number; host?: string },
): Promise<StandaloneSimulator> {
  const simulator = createRazorpaySimulator({ control: true, ...options });
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(simulator.plugin);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    simulator,
    url,
    apiUrl: `${url}/v1`,
    checkoutUrl: `${url}/checkout.js`,
    async close() {
      await simulator.close();
      await app.close();
    },
  };
}
