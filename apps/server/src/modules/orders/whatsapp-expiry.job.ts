import type { FastifyInstance } from 'fastify';
import type { SettingsService } from '../settings/settings.service';
import type { OrdersService } from './orders.service';

const HOUR_MS = 3_600_000;

export interface WhatsAppExpiryOptions {
  orders: Pick<OrdersService, 'expireUnconfirmedOrders'>;
  settings: SettingsService;
  /** The clock, replaceable in tests. */
  now?: () => Date;
}

/**
 * One run: cancels WhatsApp orders the shop has not confirmed within the shop's confirmation window
 * (settings.whatsappConfirmationHours, default 24) and returns their stock. Safe on several processes at once:
 * rows are claimed with SKIP LOCKED and the cancel is a guarded update.
 */
export async function expireUnconfirmedWhatsAppOrders({
  orders,
  settings,
  now = () => new Date(),
}: WhatsAppExpiryOptions) {
  const { whatsappConfirmationHours } = await settings.get();
  return orders.expireUnconfirmedOrders(whatsappConfirmationHours * HOUR_MS, now());
}

/** Runs the expiry every `intervalMs` while the app is up (0 turns it off, as in tests that drive it). */
export async function whatsAppExpiryJob(app: FastifyInstance, options: WhatsAppExpiryOptions & { intervalMs: number }) {
  if (options.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = expireUnconfirmedWhatsAppOrders(options)
      .then((expired) => {
        if (expired > 0) app.log.info({ expired }, 'unconfirmed WhatsApp orders expired');
      })
      .catch((err: unknown) => app.log.error({ err }, 'WhatsApp order expiry failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, options.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
