import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { createLogMailer } from '../../providers/mail/log-mailer';
import type { MailAttachment, Mailer } from '../../providers/mail/mailer';
import { createSmtpMailer } from '../../providers/mail/smtp-mailer';
import { createWhatsAppClient } from '../../providers/whatsapp/client';
import { createOutboxRepository } from './notifications.repository';
import { createNotificationsService, type NotificationsService } from './notifications.service';
import type { SettingsService } from '../settings';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';
import { notificationsRoutes, type NotificationsRoutesOptions } from './notifications.routes';

export interface SetupNotificationsOptions {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT' | 'SHOP_NAME' | 'isLive' | 'whatsapp'>;
  db: Db;
  /** The invoice PDF of a delivered order, or one of its credit notes (by number), built when its mail is sent. */
  renderInvoice: (orderId: string, creditNoteNumber?: string) => Promise<MailAttachment>;
  /** The shop's settings: name, contact details and address in every mail, the sender's name, who gets alerts. */
  settings?: SettingsService;
  worker?: Partial<Pick<OutboxWorkerOptions, 'pollIntervalMs' | 'batchSize' | 'maxAttempts' | 'retryDelayMs'>>;
}

export interface Notifications extends NotificationsService {
  worker: OutboxWorker;
  mailer: Mailer;
}

/** Where links in mails point: PUBLIC_URL, else this machine's port. */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * Whether the outbox keeps and shows one-time links: only in the demo shop without SMTP, where the admin Emails
 * page is how a developer follows a reset link (docs/decisions/036-no-usable-secret-in-the-outbox.md).
 */
export function showsSecrets(config: Pick<Config, 'SMTP_URL' | 'isLive'>): boolean {
  return !config.isLive && !config.SMTP_URL;
}

/**
 * Mail for the app: SMTP when SMTP_URL is set, else the outbox/log transport; the outbox worker runs while
 * the app is up and stops (handing back any mail it had claimed) before the database closes.
 */
export function setupNotifications(app: FastifyInstance, options: SetupNotificationsOptions): Notifications {
  const { config, db } = options;
  const mailer = config.SMTP_URL ? createSmtpMailer({ url: config.SMTP_URL }) : createLogMailer(app.log);
  const worker = createOutboxWorker({
    repository: createOutboxRepository(db),
    mailer,
    // WhatsApp messages ride the same outbox and worker (docs/decisions/230-whatsapp-sending.md).
    whatsapp: config.whatsapp ? createWhatsAppClient({ ...config.whatsapp, baseUrl: config.whatsapp.apiUrl }) : null,
    from: config.MAIL_FROM,
    // The sender's name is the shop's name in its settings (one source with the pages and invoices).
    ...(options.settings ? { fromName: async () => (await options.settings!.get()).shopName } : {}),
    log: app.log,
    resolveAttachment: (spec) =>
      options.renderInvoice(spec.orderId, spec.type === 'credit-note' ? spec.number : undefined),
    keepSentSecrets: showsSecrets(config),
    ...options.worker,
  });
  const service = createNotificationsService({
    db,
    mail: { shopName: config.SHOP_NAME, publicUrl: publicBaseUrl(config) },
    log: app.log,
    wake: () => worker.kick(),
    ...(options.settings ? { settings: (within?: Db) => options.settings!.get(within) } : {}),
  });
  app.addHook('onReady', async () => {
    worker.start();
  });
  // preClose runs before every onClose hook, so the worker is done before anyone closes the database.
  app.addHook('preClose', async () => {
    await worker.stop();
  });
  return { ...service, worker, mailer };
}

/** What the notifications module needs from the orders module, which is registered after it (see registerNotifications). */
export interface OrderDocuments {
  /** The invoice PDF of a delivered order, or one of its credit notes (by number). */
  renderAttachment: SetupNotificationsOptions['renderInvoice'];
  /** The orders service's getOrder: 404s for a missing order. */
  getOrder: NotificationsRoutesOptions['getOrder'];
}

export interface NotificationsModuleOptions extends Pick<SetupNotificationsOptions, 'db' | 'settings'> {
  config: SetupNotificationsOptions['config'];
  findUserById: NotificationsRoutesOptions['findUserById'];
  /**
   * The orders module's documents, read when a mail is sent or an admin mails about an order. A function, not
   * the documents: orders queue their mails through this module inside their transactions, so it is registered
   * first and the orders module after it (docs/decisions/200-one-wiring-shape.md).
   */
  orderDocuments: () => OrderDocuments;
}

/**
 * The notifications module: the outbox and its worker, and the admin's mail routes and outbox list. Registered
 * first among the modules that send mail (auth, orders, returns, ...), which queue theirs through the service
 * it returns.
 */
export async function registerNotifications(app: FastifyInstance, options: NotificationsModuleOptions) {
  const { config, orderDocuments } = options;
  const notifications = setupNotifications(app, {
    config,
    db: options.db,
    ...(options.settings ? { settings: options.settings } : {}),
    renderInvoice: (orderId, creditNoteNumber) => orderDocuments().renderAttachment(orderId, creditNoteNumber),
  });
  await app.register(notificationsRoutes, {
    notifications,
    findUserById: options.findUserById,
    getOrder: (viewer, id) => orderDocuments().getOrder(viewer, id),
    showSecrets: showsSecrets(config),
  });
  return notifications;
}
