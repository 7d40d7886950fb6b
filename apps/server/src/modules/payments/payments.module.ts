import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { SIMULATOR_PREFIX } from '../../providers/razorpay/constants';
import { createRazorpay, loopbackOrigin } from '../../providers/razorpay/setup';
import type { OrdersService } from '../orders';
import type { SettingsService } from '../settings';
import { paymentJobs } from './payments.jobs';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService, type RefundFailedAlerts } from './payments.service';

export const RAZORPAY_WEBHOOK_PATH = '/api/webhooks/razorpay';

export interface PaymentsModuleOptions {
  config: Config;
  database: Database;
  orders: OrdersService;
  /** The shop's "refund failed" mail (the notifications module's merchant alerts). */
  alerts: RefundFailedAlerts;
  /** The shop's name on the Razorpay checkout, from the settings. */
  settings: SettingsService;
}

/**
 * Online payment: the Razorpay client (to Razorpay, or, with no keys, to the simulator mounted here at
 * /sim/razorpay and called over HTTP exactly like Razorpay), the payment routes and webhook, and the
 * background job. Returns the service (the orders module's afterCancel hook refunds through it).
 */
export async function registerPayments(
  app: FastifyInstance,
  { config, database, orders, alerts, settings }: PaymentsModuleOptions,
) {
  const razorpay = createRazorpay({
    settings: config.razorpay,
    selfOrigin: () => loopbackOrigin(app.server.address()),
    webhookPath: RAZORPAY_WEBHOOK_PATH,
    stateFile: join(config.dataDir, 'razorpay-simulator.json'),
    log: app.log,
  });
  if (razorpay.simulator) {
    await app.register(razorpay.simulator.plugin, { prefix: SIMULATOR_PREFIX });
    const simulator = razorpay.simulator;
    app.addHook('onClose', () => simulator.close());
  } else if (!config.razorpay.webhookSecret) {
    app.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: Razorpay webhooks will be refused');
  }
  const payments = createPaymentsService({
    db: database.db,
    orders,
    client: razorpay.client,
    keySecret: config.razorpay.keySecret,
    webhookSecret: config.razorpay.webhookSecret,
    checkoutUrl: config.razorpay.checkoutUrl,
    shopName: async () => (await settings.get()).shopName,
    log: app.log,
    alerts,
  });
  await app.register(paymentsRoutes, { payments });
  paymentJobs(app, { payments, database, intervalMs: config.paymentJobsIntervalMs });
  return payments;
}
