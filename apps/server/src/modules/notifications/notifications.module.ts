import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { createLogMailer } from '../../providers/mail/log-mailer';
import type { MailAttachment, Mailer } from '../../providers/mail/mailer';
import { createSmtpMailer } from '../../providers/mail/smtp-mailer';
import { createOutboxRepository } from './notifications.repository';
import { createNotificationsService, type NotificationsService } from './notifications.service';
import type { SettingsService } from '../settings';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';

export interface SetupNotificationsOptions {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT' | 'SHOP_NAME' | 'isLive'>;
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
