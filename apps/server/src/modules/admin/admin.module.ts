import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { catalogAdminRoutes, configuredImageStore, createCatalogAdminService } from '../catalog';
import type { OrdersService, OrderStatusChange } from '../orders';
import { createUsersService, type EraseAccount, usersRoutes } from '../users';
import { adminRoutes } from './admin.routes';
import { createAdminService, type AdminServiceOptions } from './admin.service';
import { createAuditService } from '../audit';

export interface AdminModuleOptions {
  config: Config;
  db: Db;
  orders: OrdersService;
  /** Told after a product was created, changed or deleted (a catalogue cache, when there is one). */
  onProductsChanged?: (productIds: readonly string[]) => unknown;
  /** The shop's GST rates (shop settings), for checking a product's rate on save. */
  gstRates?: (within: Db) => Promise<readonly number[]>;
  /** Whether the shop's aggregate turnover is above ₹5 crore (shop settings): 6-digit HSN on product save. */
  turnoverAbove5Crore?: (within: Db) => Promise<boolean>;
  /** Returns in [from, to) for analytics and the sales report (issue 18). */
  returnFigures?: AdminServiceOptions['returnFigures'];
  /** The privacy module's erasure, behind the admin's Delete of a user. */
  eraseAccount: EraseAccount;
}

/**
 * The admin area's server side in one place: product writes, user management, overview, analytics,
 * reports, exports and the audit log. Returns the audit hook for order status changes, which the orders
 * routes call.
 */
export async function registerAdminModules(
  app: FastifyInstance,
  {
    config,
    db,
    orders,
    onProductsChanged,
    gstRates,
    turnoverAbove5Crore,
    returnFigures,
    eraseAccount,
  }: AdminModuleOptions,
) {
  const audit = createAuditService(db);
  const catalogAdmin = createCatalogAdminService({
    db,
    images: configuredImageStore(config),
    audit,
    onProductsChanged,
    gstRates,
    turnoverAbove5Crore,
  });
  await app.register(catalogAdminRoutes, { catalogAdmin, uploadLimitBytes: config.UPLOAD_LIMIT_BYTES });
  const users = createUsersService({ db, audit, eraseAccount });
  await app.register(usersRoutes, { users });
  const admin = createAdminService({ db, orders, catalogAdmin, returnFigures });
  await app.register(adminRoutes, { admin, users, audit, shopName: async () => (await app.shopSettings.get()).shopName });

  return {
    audit,
    /** The sales report's revenue of Indian days startDate..endDate (paise), for the GST reconciliation. */
    salesRevenuePaise: async (startDate: string, endDate: string) =>
      (await admin.salesReport({ startDate, endDate })).revenuePaise,
    /** For ordersRoutes' `onStatusChanged`: one audit entry per admin status change. */
    auditOrderStatusChange: (change: OrderStatusChange) =>
      audit.record(change.actor, {
        action: 'order.status_change',
        entityType: 'order',
        entityId: change.orderId,
        details: {
          from: change.from,
          to: change.order.status,
          ...(change.input.trackingNumber ? { trackingNumber: change.input.trackingNumber } : {}),
          ...(change.input.notes ? { notes: change.input.notes } : {}),
        },
      }),
  };
}
