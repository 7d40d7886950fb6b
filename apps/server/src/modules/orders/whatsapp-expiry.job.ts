import type { FastifyInstance } from 'fastify';
import { periodicJob } from '../../lib/periodic-job';
import type { SettingsService } from '../settings';
import type { OrdersService } from './orders.service';

const HOUR_MS = 3_600_000;

export interface WhatsAppExpiryOptions {
  orders: Pick<OrdersService, 'expireUnconfirmedOrders' | 'remindUnconfirmedCodOrders'>;
  settings: SettingsService;
  /** The clock, replaceable in tests. */
  now?: () => Date;
}

/**
 * One run: cancels WhatsApp orders the shop has not confirmed within the shop's confirmation window
 * (settings.whatsappConfirmationHours, default 24) and COD orders their buyer did not confirm by their deadline
 * (after one reminder halfway, docs/decisions/227-cod-confirmation.md), and returns their stock. Safe on several processes at once:
 * rows are claimed with SKIP LOCKED and the cancel is a guarded update.
 */
export async function expireUnconfirmedWhatsAppOrders({
  orders,
  settings,
  now = () => new Date(),
}: WhatsAppExpiryOptions) {
  const { whatsappConfirmationHours } = await settings.get();
  const at = now();
  // COD orders awaiting their buyer get their one reminder halfway (decision 227) before any expiry.
  await orders.remindUnconfirmedCodOrders(at);
  return orders.expireUnconfirmedOrders(whatsappConfirmationHours * HOUR_MS, at);
}

/** Runs the expiry every `intervalMs` while the app is up (0 turns it off, as in tests that drive it). */
export function whatsAppExpiryJob(app: FastifyInstance, options: WhatsAppExpiryOptions & { intervalMs: number }) {
  return periodicJob(app, {
    name: 'WhatsApp order expiry',
    intervalMs: options.intervalMs,
    work: () => expireUnconfirmedWhatsAppOrders(options),
    onResult: (expired, log) => {
      if (expired > 0) log.info({ expired }, 'unconfirmed WhatsApp orders expired');
    },
  });
}
