import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createInboxService } from '../contact/inbox.service';
import { inboxRoutes } from '../contact/inbox.routes';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OrdersService } from '../orders/orders.service';
import { ordersAdminRoutes } from '../orders/orders.admin.routes';
import { whatsAppExpiryJob } from '../orders/whatsapp-expiry.job';
import type { SettingsService } from '../settings/settings.service';
import type { AuditService } from '../audit/audit.service';
import { auditAdminWrites } from './audit-admin-writes';

export interface MerchantOperationsOptions {
  db: Db;
  audit: AuditService;
  orders: OrdersService;
  notifications: Pick<NotificationsService, 'merchantAlerts'>;
  settings: SettingsService;
  /** How often the WhatsApp confirmation expiry runs (0: never, as in tests that drive it themselves). */
  jobIntervalMs: number;
}

/** Issue 14's admin tools: the Inbox, admin cancel with a reason, WhatsApp confirmation and its expiry job. */
export async function registerMerchantOperations(app: FastifyInstance, options: MerchantOperationsOptions) {
  auditAdminWrites(app, options.audit);
  const inbox = createInboxService({
    db: options.db,
    audit: options.audit,
    mail: options.notifications.merchantAlerts,
  });
  await app.register(inboxRoutes, { inbox });
  await app.register(ordersAdminRoutes, { orders: options.orders, audit: options.audit });
  whatsAppExpiryJob(app, { orders: options.orders, settings: options.settings, intervalMs: options.jobIntervalMs });
}
