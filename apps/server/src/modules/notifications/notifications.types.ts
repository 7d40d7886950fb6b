// The notifications module's types, apart from the service and repositories that import them (no import circle, decision 199).
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import type { Db } from '../../db/client';
import type { emailOutbox } from '../../db/schema';
import type { GrievanceOfficer } from './grievance-mail-templates';
import type { MailContext, MailOrder } from './mail-templates';

export type OutboxRecord = typeof emailOutbox.$inferSelect;

/** Structural twins of the orders and auth modules' event types: this module imports neither. */
export interface OrderEventLike {
  type: 'placed' | 'paid' | 'status-changed' | 'confirmation-reminder';
  /** `whatsappOptIn`: the buyer asked for WhatsApp updates at checkout (docs/decisions/230-whatsapp-sending.md). */
  order: MailOrder & { customerEmail: string; codConfirmBy?: Date | null; whatsappOptIn?: boolean };
  cancelReason?: 'customer' | 'admin' | 'payment-expired';
  /** The buyer's signed COD confirmation page (decision 227), on 'placed' and 'confirmation-reminder'. */
  confirmationPath?: string;
}

export interface MailRecipient {
  id: string;
  name: string;
  email: string;
  /** The account's saved language (`users.language`, decision 249); account mails are written in it. */
  language?: string;
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
  | 'shopName'
  | 'legalName'
  | 'address'
  | 'supportEmail'
  | 'supportPhone'
  | 'supportHours'
  | 'notificationEmails'
  | 'themeColor'
  | 'logoUrl'
> &
  GrievanceOfficer;
