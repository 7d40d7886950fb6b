import Fastify, { type FastifyInstance } from 'fastify';
import { createFaultPlan } from '../simulator-faults';
import { SimError, serverErrorBody } from './simulator-errors';
import { createSimCheckout, type PayInput } from './simulator-checkout';
import { createSimOrders } from './simulator-orders';
import { createSimPayments } from './simulator-payments';
import { createSimRefunds } from './simulator-refunds';
import { createSimRoutes, registerControlRoutes, registerSimHandlers } from './simulator-routes';
import {
  createRazorpaySimStore,
  type RazorpaySimContext,
  type RazorpaySimOp,
  type RazorpaySimulatorOptions,
} from './simulator-store';
import { createWebhookOutbox } from './simulator-webhooks';

/*
 * A Razorpay stand-in that speaks the REST contract of docs/providers.md over HTTP (same paths under /v1, same
 * fields, same error bodies, HTTP Basic key check), serves a checkout.js with the same window.Razorpay
 * interface, signs checkout responses with the key secret and webhooks with the webhook secret exactly as
 * Razorpay does. Our production client talks to it unchanged. It keeps its state in memory (optionally
 * mirrored to a JSON file so the embedded shop survives a restart); it is a development and test peer.
 * Each resource (orders, payments, refunds, checkout) keeps its behaviour and routes in a file of its own.
 */

export {
  RAZORPAY_SIM_OPS,
  type RazorpaySimOp,
  type RazorpaySimulatorOptions,
  type SimulatorOutage,
  type WebhookDelivery,
} from './simulator-store';
export type { SentWebhook } from './simulator-webhooks';

export function createRazorpaySimulator(options: RazorpaySimulatorOptions) {
  const store = createRazorpaySimStore(options);
  const webhooks = createWebhookOutbox(options, store.state);
  const ctx: RazorpaySimContext = { ...store, options, emit: webhooks.emit };
  const faults = createFaultPlan<RazorpaySimOp>({
    error: serverErrorBody,
    // Valid JSON that is none of Razorpay's entities (an HTML-to-JSON proxy, a captive portal).
    wrongShape: { entity: 'unexpected', id: 42, status: null },
  });
  const orders = createSimOrders(ctx);
  const payments = createSimPayments(ctx);
  const refunds = createSimRefunds(ctx);
  const checkout = createSimCheckout(ctx);

  /** The Fastify plugin: register it with a prefix (e.g. /sim/razorpay) or at the root of its own server. */
  async function plugin(app: FastifyInstance) {
    const routes = createSimRoutes(options, faults);
    registerSimHandlers(app, store.state);
    checkout.register(app, routes);
    orders.register(app, routes);
    payments.register(app, routes);
    refunds.register(app, routes);
    if (options.control) registerControlRoutes(app, faults);
  }

  return {
    keyId: options.keyId,
    plugin,
    /** For tests and tools: what a shopper does in the modal, without a browser. */
    pay(orderId: string, input: Omit<PayInput, 'order_id'> = {}) {
      try {
        return { ok: true as const, response: checkout.pay({ ...input, order_id: orderId }) };
      } catch (error) {
        if (error instanceof SimError) return { ok: false as const, error: error.body.error };
        throw error;
      }
    },
    settleRefund: refunds.settleRefund,
    /** Payments of this provider order stay authorized until captured (auto-capture off for it). */
    holdForCapture(providerOrderId: string) {
      store.manualCaptureOrders.add(providerOrderId);
    },
    /** Successful captures so far. */
    captures: () => [...store.captures],
    /** Test knobs. */
    state: store.state,
    /** Per-endpoint faults: `faults.add({ op: 'refund', mode: 'hang', times: 2 })`; `faults.hits('refund')`. */
    faults,
    orders: store.orders,
    payments: store.payments,
    refunds: store.refunds,
    /** Every webhook event generated so far, delivered or not (with its exact body and signature). */
    sentWebhooks: webhooks.sentWebhooks,
    /** In manual mode: delivers the queued events once each, in order, and returns their statuses. */
    flushWebhooks: webhooks.flushWebhooks,
    /** Delivers one event again, exactly as before: what at-least-once delivery does. */
    redeliver: webhooks.deliver,
    async close() {
      faults.releaseHeld();
      await webhooks.close();
    },
  };
}

export type RazorpaySimulator = ReturnType<typeof createRazorpaySimulator>;

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
