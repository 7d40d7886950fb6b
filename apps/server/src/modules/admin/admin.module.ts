import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditService } from '../audit';
import type { CatalogAdminService } from '../catalog';
import type { OrdersService } from '../orders';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import { adminRoutes } from './admin.routes';
import { createAdminService, type AdminServiceOptions } from './admin.service';

export interface AdminModuleOptions {
  db: Db;
  orders: OrdersService;
  catalogAdmin: CatalogAdminService;
  users: UsersService;
  audit: AuditService;
  settings: SettingsService;
  /** Returns in [from, to) for analytics and the sales report (issue 18). */
  returnFigures: AdminServiceOptions['returnFigures'];
}

/**
 * The admin area's own screens: overview, analytics, reports, exports and the audit log (product writes,
 * users, the Inbox and order operations are registered by their owning modules). Returns the sales report's
 * revenue, which the GST reconciliation reads.
 */
export async function registerAdmin(app: FastifyInstance, options: AdminModuleOptions) {
  const { db, orders, catalogAdmin, users, audit, settings, returnFigures } = options;
  const admin = createAdminService({ db, orders, catalogAdmin, returnFigures });
  await app.register(adminRoutes, { admin, users, audit, shopName: async () => (await settings.get()).shopName });
  return {
    /**
     * The sales report's revenue of Indian days startDate..endDate (paise), and what it subtracted for refunded
     * returns of those days' orders (decision 213), for the GST reconciliation.
     */
    salesFigures: async (startDate: string, endDate: string) => ({
      revenuePaise: (await admin.salesReport({ startDate, endDate })).revenuePaise,
      returnRefunds: await admin.returnRefunds(startDate, endDate),
    }),
  };
}
