import { randomUUID } from 'node:crypto';
import type { GrievanceOfficer } from './merchant-mail-templates';
import type { BulkEmailInput, OutboxQuery, SendUserEmailInput } from '@shop/shared/schemas/notifications';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import type { Db } from '../../db/client';
import {
  adminMessageMail,
  orderCancelledMail,
  orderPlacedMail,
  orderProgressMail,
  orderUpdateMail,
  passwordResetMail,
  paymentReceivedMail,
  welcomeMail,
  backInStockMail,
  type MailContext,
  type MailOrder,
  type RenderedMail,
} from './mail-templates';
import { createOutboxRepository, type NewOutboxMail, type OutboxRecord } from './notifications.repository';
import { createMerchantAlerts } from './merchant-alerts';

/** Structural twins of the orders and auth modules' event types: this module imports neither. */
export interface OrderEventLike {
  type: 'placed' | 'paid' | 'status-changed';
  order: MailOrder & { customerEmail: string };
  cancelReason?: 'customer' | 'admin' | 'payment-expired';
}

export interface MailRecipient {
  id: string;
  name: string;
  email: string;
}

export interface NotificationsLog {
  warn(object: Record<string, unknown>, message: string): void;
}

export interface NotificationsServiceOptions {
  db: Db;
  /** Where links point, and the shop name used without settings (tools, unit tests). */
  mail: MailContext;
  log: NotificationsLog;
  /** Wakes the outbox worker after a commit; without it mails still go at the next poll. */
  wake?: () => void;
  /**
   * The shop's settings: its name, contact details and address in every mail, and its notification addresses.
   * Read for each mail (inside the caller's transaction when there is one), so a save shows in the next mail.
   * Without it the shop gets no alerts and mails carry `mail` only.
   */
  settings?: (within?: Db) => Promise<MailSettings>;
}

/** One settings read for a mail: its context, the shop's alert addresses, and the settings themselves (or null). */
export interface ShopForMail {
  ctx: MailContext;
  notificationEmails: string[];
  settings: MailSettings | null;
}

export type MailSettings = Pick<
  ShopSettings,
  'shopName' | 'legalName' | 'address' | 'supportEmail' | 'supportPhone' | 'supportHours' | 'notificationEmails'
> &
  GrievanceOfficer;

/** A mail's context: the link base from the server's configuration, everything shop-specific from the settings. */
export function mailContextFrom(publicUrl: string, settings: MailSettings): MailContext {
  return {
    publicUrl,
    shopName: settings.shopName,
    legalName: settings.legalName,
    address: settings.address,
    supportEmail: settings.supportEmail,
    supportPhone: settings.supportPhone,
    supportHours: settings.supportHours,
  };
}

/**
 * Decides which mail an event deserves, renders it (HTML + text) and queues it in the outbox. Every
 * enqueue that belongs to a business change takes that change's transaction, so the mail and the change
 * commit together; the dedupe key makes each event queue at most one mail.
 */
export function createNotificationsService({ db, mail, log, wake, settings }: NotificationsServiceOptions) {
  const outbox = createOutboxRepository(db);
  /** The context of a mail, and the shop's alert addresses, from one settings read (in the caller's transaction). */
  const shopFor = async (within?: Db): Promise<ShopForMail> => {
    if (!settings) return { ctx: mail, notificationEmails: [], settings: null };
    const current = await settings(within);
    return {
      ctx: mailContextFrom(mail.publicUrl, current),
      notificationEmails: current.notificationEmails,
      settings: current,
    };
  };
  const contextFor = async (within?: Db): Promise<MailContext> => (await shopFor(within)).ctx;
  const merchantAlerts = createMerchantAlerts(shopFor);

  const wakeWorker = () => {
    try {
      wake?.();
    } catch {
      // The worker polls anyway.
    }
  };

  const toMail = (
    rendered: RenderedMail,
    to: string,
    kind: string,
    dedupeKey: string | null,
    extra: Partial<NewOutboxMail> = {},
  ): NewOutboxMail => ({ ...rendered, to, kind, dedupeKey, ...extra });

  /** The customer's account address: the one they signed in with and placed the order under. */
  const orderRecipient = (order: OrderEventLike['order']) => order.customerEmail;

  function mailForOrderEvent(ctx: MailContext, event: OrderEventLike): NewOutboxMail | null {
    const { order } = event;
    const to = orderRecipient(order);
    switch (event.type) {
      case 'placed':
        return toMail(orderPlacedMail(ctx, order), to, 'order-placed', `order-placed:${order.id}`);
      case 'paid':
        return toMail(paymentReceivedMail(ctx, order), to, 'payment-received', `order-paid:${order.id}`);
      case 'status-changed': {
        const key = `order-status:${order.id}:${order.status}`;
        switch (order.status) {
          case 'packed':
          case 'shipped':
            return toMail(orderProgressMail(ctx, order), to, `order-${order.status}`, key);
          case 'delivered':
            return toMail(orderProgressMail(ctx, order), to, 'order-delivered', key, {
              attachments: [{ type: 'invoice', orderId: order.id }],
            });
          case 'cancelled':
            return toMail(orderCancelledMail(ctx, order, event.cancelReason ?? 'admin'), to, 'order-cancelled', key);
          default:
            return null;
        }
      }
    }
  }

  return {
    /** Plugged into the orders service as its OrderEventSink. */
    orderEvents: {
      async record(tx: Db, event: OrderEventLike): Promise<void> {
        const mail = mailForOrderEvent(await contextFor(tx), event);
        const toShop = await merchantAlerts.forOrderEvent(tx, event);
        await createOutboxRepository(tx).enqueue([...(mail ? [mail] : []), ...toShop]);
      },
      afterCommit: wakeWorker,
      onError(error: unknown, event: OrderEventLike | undefined) {
        log.warn({ err: error, event: event?.type, orderId: event?.order.id }, 'could not queue the order mail');
      },
    },

    /** Alerts to the shop's notification addresses (contact messages, failed refunds), in the caller's transaction. */
    merchantAlerts: { ...merchantAlerts, afterCommit: wakeWorker },

    /** Plugged into the auth service: mails about the account itself. */
    accountMail: {
      async welcome(tx: Db, user: MailRecipient): Promise<void> {
        const ctx = await contextFor(tx);
        await createOutboxRepository(tx).enqueue([
          toMail(welcomeMail(ctx, user), user.email, 'welcome', `welcome:${user.id}`),
        ]);
      },
      /** The raw token appears only here, in the link; the database keeps its hash. */
      async passwordReset(tx: Db, user: MailRecipient, token: string, tokenHash: string): Promise<void> {
        const ctx = await contextFor(tx);
        const link = `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await createOutboxRepository(tx).enqueue([
          toMail(
            passwordResetMail(ctx, { name: user.name, link }),
            user.email,
            'password-reset',
            `password-reset:${tokenHash}`,
            {
              isSensitive: true,
            },
          ),
        ]);
      },
      afterCommit: wakeWorker,
    },

    /**
     * Return and refund mails (issue 18), queued in the returns module's transaction; one per return and step
     * (the dedupe key), so a repeated step queues nothing new.
     */
    returnMail: {
      async record(
        tx: Db,
        mail: { to: string; name: string; returnId: string; step: string; subject: string; message: string },
      ): Promise<void> {
        const ctx = await contextFor(tx);
        const rendered = adminMessageMail(ctx, { subject: mail.subject, message: mail.message, name: mail.name });
        await createOutboxRepository(tx).enqueue([
          toMail(rendered, mail.to, `return-${mail.step}`, `return:${mail.returnId}:${mail.step}`),
        ]);
      },
      afterCommit: wakeWorker,
    },

    /** Mails to shoppers about their wishlist, in the caller's transaction (docs/decisions/133-back-in-stock-once.md). */
    shopperMail: {
      async backInStock(
        tx: Db,
        user: MailRecipient,
        product: { id: string; name: string },
        dedupeKey: string,
      ): Promise<void> {
        const ctx = await contextFor(tx);
        await createOutboxRepository(tx).enqueue([
          toMail(backInStockMail(ctx, user, product), user.email, 'back-in-stock', dedupeKey),
        ]);
      },
      afterCommit: wakeWorker,
    },

    /** Admin 'Send Update': the order's current status to its customer. */
    async sendOrderUpdate(order: OrderEventLike['order'], requestKey?: string): Promise<number> {
      const key = requestKey ? `order-update:${order.id}:${requestKey}` : null;
      const ctx = await contextFor();
      const queued = await outbox.enqueue([
        toMail(orderUpdateMail(ctx, order), orderRecipient(order), 'order-update', key),
      ]);
      wakeWorker();
      return queued;
    },

    async sendToUser(user: MailRecipient, input: SendUserEmailInput, requestKey?: string): Promise<number> {
      const key = requestKey ? `admin-email:${user.id}:${requestKey}` : null;
      const ctx = await contextFor();
      const rendered = adminMessageMail(ctx, { subject: input.subject, message: input.message, name: user.name });
      const queued = await outbox.enqueue([toMail(rendered, user.email, 'admin-message', key)]);
      wakeWorker();
      return queued;
    },

    /** One row per recipient, queued in one statement; a repeated request key queues nothing new. */
    async sendBulk(input: BulkEmailInput, requestKey?: string): Promise<number> {
      const rendered = adminMessageMail(await contextFor(), { subject: input.subject, message: input.message });
      const batchId = `bulk:${requestKey ?? randomUUID()}`;
      const queued = await outbox.enqueueForAllUsers({ ...rendered, kind: 'bulk-message' }, batchId, input.role);
      wakeWorker();
      return queued;
    },

    listOutbox(query: OutboxQuery): Promise<{ rows: OutboxRecord[]; total: number }> {
      return outbox.list(query);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
