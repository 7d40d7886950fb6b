import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createInboxService, inboxRoutes } from '../contact';
import type { NotificationsService } from '../notifications';
import { ordersAdminRoutes, type OrdersService, whatsAppExpiryJob } from '../orders';
import type { SettingsService } from '../settings';
import type { AuditService } from '../audit';
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
