import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { registeredLater } from './lib/registered-later';
import { registerAdmin } from './modules/admin';
import { registerAudit } from './modules/audit';
import { registerAuth } from './modules/auth';
import { registerBackups } from './modules/backup';
import { registerBreaches } from './modules/breaches';
import { registerCatalog } from './modules/catalog';
import { registerContact } from './modules/contact';
import { registerCoupons } from './modules/coupons';
import { registerHealth } from './modules/health';
import { type OrderDocuments, registerNotifications } from './modules/notifications';
import { registerOrders } from './modules/orders';
import { registerPayments } from './modules/payments';
import { createConsents, registerPrivacy } from './modules/privacy';
import { registerReturns } from './modules/returns';
import { registerReviews } from './modules/reviews';
import { registerSettings } from './modules/settings';
import { registerShipping } from './modules/shipping';
import { registerShopConfig } from './modules/shop-config';
import { registerStorefront } from './modules/storefront';
import { type UserAccounts, registerUsers } from './modules/users';
import { registerWishlist } from './modules/wishlist';
import { configuredImageStore } from './lib/images/image-storage';

/** What every module may be given: configuration, database, Redis and the user accounts (the auth plugin's). */
export interface AppBase {
  config: Config;
  database: Database;
  redis: Redis | undefined;
  userAccounts: UserAccounts;
}

const DAY_MS = 86_400_000;

/**
 * Every domain module, each by its own `register` from its front door, in dependency order: a module is given
 * the services of the modules registered before it and reaches into none (docs/decisions/200-one-wiring-shape.md).
 * Two real cycles are closed by a function that reads a module registered later (`registeredLater`), never at
 * registration:
 * - notifications <-> orders: orders queue their mails inside their transactions; a mail attaches the order's
 *   invoice or credit note, drawn when it is sent. Coupons <-> orders is the same: orders redeem coupons
 *   inside their transactions; "first order only" counts the customer's orders.
 * - orders (GST) -> admin -> returns -> orders: the GSTR-1 reconciliation reads the sales report's revenue,
 *   the sales report reads the returns' figures, and a refund issues its credit note through GST.
 * The storefront comes last: its page fallback answers whatever no API route matched. Returns the settings and
 * the catalogue cache, which tests reach through the app.
 */
export async function registerModules(app: FastifyInstance, { config, database, redis, userAccounts }: AppBase) {
  const { db } = database;
  const ordersModule = registeredLater<{ documents: OrderDocuments; countPriorOrders: (userId: string) => Promise<number> }>('orders');
  const adminModule = registeredLater<{ salesRevenuePaise: (startDate: string, endDate: string) => Promise<number> }>('admin');

  // The audit log first: its hook records the admin writes of every route registered after it.
  const audit = registerAudit(app, { db });
  const settings = await registerSettings(app, { config, database, audit });
  // Mail next: auth, orders, returns and the rest queue theirs through it, inside their own transactions.
  const notifications = await registerNotifications(app, {
    config,
    db,
    settings,
    findUserById: (id) => userAccounts.findById(id),
    orderDocuments: () => ordersModule.get().documents,
  });
  await registerHealth(app, { database });
  // The privacy module's consent ledger, recorded at sign-up, on the contact forms and at checkout (decision 110);
  // the module's routes come after the modules whose personal data they export and erase.
  const consents = createConsents(db);
  await registerAuth(app, { config, db, userAccounts, mail: notifications.accountMail, redis, consents });
  const catalog = await registerCatalog(app, { config, database, settings, audit });
  // Contact, grievances and the admin Inbox; `contact.hasOpenGrievances(email)` is what erasure asks (issue 33).
  await registerContact(app, { config, db, redis, alerts: notifications.merchantAlerts, consents, audit });
  // Issue 19: the wishlist, and its "back in stock" mail after any stock change (docs/decisions/133-back-in-stock-once.md).
  const wishlist = await registerWishlist(app, {
    db,
    catalog: catalog.catalog,
    accounts: userAccounts,
    mail: notifications,
    log: app.log,
  });
  catalog.onProductsChanged((ids) => wishlist.stockChangedInBackground(ids));
  const coupons = await registerCoupons(app, {
    db,
    audit,
    catalog: catalog.catalog,
    countPriorOrders: (userId) => ordersModule.get().countPriorOrders(userId),
    rateLimitsEnabled: config.rateLimitsEnabled,
  });
  const ordering = await registerOrders(app, {
    config,
    db,
    settings,
    coupons,
    events: notifications.orderEvents,
    onStockChanged: (ids) => {
      catalog.cache.onStockChanged(ids);
      wishlist.stockChangedInBackground(ids);
    },
    consents,
    audit,
    salesRevenuePaise: (startDate, endDate) => adminModule.get().salesRevenuePaise(startDate, endDate),
  });
  const { orders } = ordering;
  ordersModule.provide({ documents: ordering.documents, countPriorOrders: (userId) => orders.countPriorOrders(userId) });
  // Issue 19: reviews from verified buyers; a review write drops the product's cached answers and pages.
  const reviews = await registerReviews(app, {
    db,
    orders,
    catalog: catalog.catalog,
    audit,
    images: configuredImageStore(config),
    onProductsChanged: catalog.cache.onStockChanged,
    uploadLimitBytes: config.UPLOAD_LIMIT_BYTES,
  });
  const payments = await registerPayments(app, {
    config,
    database,
    orders,
    alerts: notifications.merchantAlerts,
    settings,
  });
  // A paid order cancelled by its customer or an admin is refunded at once (and by the payments job if not).
  ordering.orderCancelled.subscribe((orderId) => payments.refundIfDue(orderId));
  // Shiprocket (or its simulator at /sim/shiprocket): ship, track, cancel, serviceability, webhook, poll.
  const shipping = await registerShipping(app, {
    config,
    db,
    orders,
    catalog: catalog.catalog,
    settings,
    // A lost or courier-cancelled parcel tells the merchant (docs/decisions/166-every-shipment-status.md).
    courierAlerts: async (event) => {
      await notifications.merchantAlerts.courierException(db, event);
      notifications.merchantAlerts.afterCommit();
    },
  });
  // Returns and refunds as the returns policy promises them (issue 18, docs/decisions/120-123).
  const returns = await registerReturns(app, {
    config,
    db,
    settings,
    orders,
    payments,
    shipping,
    creditNotes: ordering.creditNotes,
    mail: notifications.returnMail,
    audit,
    alerts: notifications.merchantAlerts,
  });
  // "Download my data" and "Delete my account" (issue 23, docs/decisions/110-personal-data.md, 111).
  const privacy = await registerPrivacy(app, {
    db,
    accounts: userAccounts,
    orders,
    audit,
    linked: { returns: returns.personalData, reviews: reviews.personalData, wishlist: wishlist.personalData },
    rateLimitsEnabled: config.rateLimitsEnabled,
    purgeIntervalMs: config.NODE_ENV === 'test' ? 0 : DAY_MS,
  });
  // The admin's Delete of a user goes through the privacy module's erasure.
  const users = await registerUsers(app, { db, audit, eraseAccount: (actor, id, guard) => privacy.eraseForAdmin(actor, id, guard) });
  // Overview, analytics, reports and exports: they read the orders, the catalogue, the users and the returns.
  const admin = await registerAdmin(app, {
    db,
    orders,
    catalogAdmin: catalog.catalogAdmin,
    users,
    audit,
    settings,
    returnFigures: (from, to) => returns.figures(from, to),
  });
  adminModule.provide(admin);
  await registerShopConfig(app, { config, settings });
  // The breach register: notices to the people affected and the Board's 72 hours (docs/decisions/177-breach-register.md).
  await registerBreaches(app, { db, accounts: userAccounts, settings, mail: notifications.breachMail, audit });
  // Daily backup with retention (BACKUP_*), and its status for the admin overview.
  await registerBackups(app, { config, database });
  ordersModule.assertProvided();
  adminModule.assertProvided();
  await registerStorefront(app, {
    config,
    catalogue: catalog.cache.cache,
    settingsVersion: () => settings.version?.() ?? 0,
  });
  return { settings, catalogCache: catalog.cache.cache };
}
