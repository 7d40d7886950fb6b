import type { Db } from '../../db/client';
import type { MailContext, RenderedMail } from './mail-templates';
import { createMerchantAlerts } from './merchant-alerts';
import { createOutboxRepository, type NewOutboxMail } from './notifications.repository';
import type { MailSettings, NotificationsServiceOptions, OrderEventLike, ShopForMail } from './notifications.types';

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
    // The merchant's look (decision 215): the header's colour and logo, the logo as an absolute address.
    themeColor: settings.themeColor,
    logoUrl:
      settings.logoUrl && !/^https?:\/\//.test(settings.logoUrl) ? `${publicUrl}${settings.logoUrl}` : settings.logoUrl,
  };
}

export const toMail = (
  rendered: RenderedMail,
  to: string,
  kind: string,
  dedupeKey: string | null,
  extra: Partial<NewOutboxMail> = {},
): NewOutboxMail => ({ ...rendered, to, kind, dedupeKey, ...extra });

/** The customer's account address: the one they signed in with and placed the order under. */
export const orderRecipient = (order: OrderEventLike['order']) => order.customerEmail;

/** What every kind of mail needs: the outbox, the shop's details for a mail, and a way to wake the worker. */
export function createNotificationsContext({ db, mail, log, wake, settings }: NotificationsServiceOptions) {
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

  return { log, outbox, contextFor, merchantAlerts, wakeWorker };
}

export type NotificationsContext = ReturnType<typeof createNotificationsContext>;
