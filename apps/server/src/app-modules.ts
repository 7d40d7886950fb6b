import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { createUserAccounts } from './modules/users';
import { registerAuth } from './modules/auth';
import { healthRoutes } from './modules/health';
import { catalogRoutes, configuredImageStore, createCatalogRepository, createCatalogService, setupCatalogCache, synonymsFrom } from './modules/catalog';
import { registerContact } from './modules/contact';
import { registerAdminModules, registerMerchantOperations } from './modules/admin';
import { createOrderCancelledEvent, createOrderGuards, createOrdersService, orderSettings, ordersRoutes, registerGst, renderCreditNote, renderInvoicePdf, sellerFromSettings } from './modules/orders';
import { shopConfigRoutes } from './modules/shop-config';
import { type EditableSettingsService, settingsRoutes } from './modules/settings';
import { registerShipping } from './modules/shipping';
import { registerPayments } from './modules/payments';
import { notificationsRoutes, setupNotifications, showsSecrets } from './modules/notifications';
import { invoiceFileName } from '@shop/shared/order-number';
import { registerBackups } from './modules/backup';
import { createConsents, registerPrivacy } from './modules/privacy';
import { registerBreaches } from './modules/breaches';
import { registerReturns } from './modules/returns';
import { createCouponsService, registerCoupons } from './modules/coupons';
import { registerReviews } from './modules/reviews';
import { registerWishlist } from './modules/wishlist';

/** What every module may be given: configuration, database, Redis, the shop settings and the user accounts. */
export interface AppBase {
  config: Config;
  database: Database;
  redis: Redis | undefined;
  settings: EditableSettingsService;
  userAccounts: ReturnType<typeof createUserAccounts>;
}

const DAY_MS = 86_400_000;

type ReturnFigures = Parameters<typeof registerAdminModules>[1]['returnFigures'];
type EraseAccount = Parameters<typeof registerAdminModules>[1]['eraseAccount'];
type InvoiceRenderer = Parameters<typeof setupNotifications>[1]['renderInvoice'];

/** Mail, health, sign-in, the catalogue (with its cache), contact and the wishlist. */
async function registerAccountsAndCatalog(
  app: FastifyInstance,
  { config, database, redis, settings, userAccounts }: AppBase,
  renderInvoice: InvoiceRenderer,
) {
  const notifications = setupNotifications(app, {
    config,
    db: database.db,
    settings,
    renderInvoice,
  });
  await app.register(healthRoutes, { ping: () => database.ping(), driver: database.driver });
  // Consents with the privacy notice version, at registration and checkout (docs/decisions/110-personal-data.md).
  const consents = createConsents(database.db);
  await registerAuth(app, { config, db: database.db, userAccounts, mail: notifications.accountMail, redis, consents });
  const catalog = createCatalogService(createCatalogRepository(database.db), { synonyms: synonymsFrom(settings) });
  // Catalogue answers come from memory; every product or stock write below drops what it affects, in every process.
  const catalogCache = await setupCatalogCache({
    enabled: config.CATALOG_CACHE === 'on',
    db: database.db,
    databaseUrl: database.driver === 'postgres' ? config.DATABASE_URL : undefined,
    log: app.log,
  });
  app.decorate('catalogCache', catalogCache.cache);
  await app.register(catalogRoutes, { catalog, cache: catalogCache.cache });
  // Contact and grievances; `contact.hasOpenGrievances(email)` is what account erasure asks (issue 33).
  const contact = await registerContact(app, {
    config,
    db: database.db,
    redis,
    alerts: notifications.merchantAlerts,
    consents,
  });
  // Issue 19: the wishlist, and its "back in stock" mail after any stock change (docs/decisions/133-back-in-stock-once.md).
  const wishlist = await registerWishlist(app, {
    db: database.db,
    catalog,
    accounts: userAccounts,
    mail: notifications,
    log: app.log,
  });
  return { notifications, consents, catalog, catalogCache, wishlist, contact };
}

type AccountsAndCatalog = Awaited<ReturnType<typeof registerAccountsAndCatalog>>;

/** The orders service with its shop rules, coupons, and the "order cancelled" event (payments refund on it). */
function createOrders(
  app: FastifyInstance,
  { config, database, settings }: AppBase,
  { notifications, catalog, catalogCache, wishlist }: AccountsAndCatalog,
) {
  const orderGuards = createOrderGuards((within) => settings.get(within));
  const orderCancelled = createOrderCancelledEvent((err, orderId) =>
    app.log.error({ err, orderId }, 'a step after cancelling an order failed'),
  );
  // Coupons (issue 19, docs/decisions/135-coupons.md): priced and recorded inside the order's transaction.
  const coupons = createCouponsService({
    db: database.db,
    categoryName: async (id) => (await catalog.listCategories()).categories.find((c) => c._id === id)?.name ?? null,
  });
  const orders = createOrdersService({
    db: database.db,
    coupons,
    paymentWindowMs: config.razorpay.paymentWindowMs,
    afterCancel: (orderId) => orderCancelled.emit(orderId),
    events: notifications.orderEvents,
    onStockChanged: (ids) => {
      catalogCache.onStockChanged(ids);
      wishlist.stockChangedInBackground(ids);
    },
    ...orderSettings(settings),
    // PIN/state match and the stock-hoarding caps from the shop settings (order-guards.ts).
    beforePlace: (tx, customer, input) => orderGuards.beforePlace(tx, customer, input),
  });
  return { orders, coupons, orderCancelled };
}

/** The admin area, merchant operations, the order and coupon routes, and reviews. */
async function registerOrderAdministration(
  app: FastifyInstance,
  { config, database, settings }: AppBase,
  { notifications, catalog, catalogCache, wishlist, consents }: AccountsAndCatalog,
  { orders, coupons }: ReturnType<typeof createOrders>,
  returnFigures: ReturnFigures,
  eraseAccount: EraseAccount,
) {
  // Admin area: product writes, users, overview, analytics, reports, exports, audit log (audits status changes too).
  const adminArea = await registerAdminModules(app, {
    config,
    db: database.db,
    orders,
    onProductsChanged: (ids) => {
      catalogCache.onProductsChanged(ids);
      wishlist.stockChangedInBackground(ids);
    },
    gstRates: async (within) => (await settings.get(within)).gstRatesPercent,
    turnoverAbove5Crore: async (within) => (await settings.get(within)).aggregateTurnoverAbove5Crore,
    // The returns module is registered below; analytics and the sales report read its figures once it is.
    returnFigures,
    // So is the privacy module, whose erasure the admin's Delete of a user goes through.
    eraseAccount,
  });
  // Issue 14: Inbox, admin cancel and WhatsApp confirmation (docs/decisions/040-merchant-operations.md).
  await registerMerchantOperations(app, {
    db: database.db,
    audit: adminArea.audit,
    orders,
    notifications,
    settings,
    jobIntervalMs: config.paymentJobsIntervalMs,
  });
  await app.register(ordersRoutes, {
    orders,
    settings,
    onStatusChanged: adminArea.auditOrderStatusChange,
    rateLimitsEnabled: config.rateLimitsEnabled,
    consents,
  });
  await registerCoupons(app, {
    coupons,
    audit: adminArea.audit,
    catalog,
    countPriorOrders: (userId) => orders.countPriorOrders(userId),
    rateLimitsEnabled: config.rateLimitsEnabled,
  });
  // Issue 19: reviews from verified buyers; a review write drops the product's cached answers and pages.
  const reviews = await registerReviews(app, {
    db: database.db,
    orders,
    catalog,
    audit: adminArea.audit,
    images: configuredImageStore(config),
    onProductsChanged: catalogCache.onStockChanged,
    uploadLimitBytes: config.UPLOAD_LIMIT_BYTES,
  });
  return { adminArea, reviews };
}

/**
 * Domain modules: each gets the services it needs; none reaches into another's repository. Returns the
 * catalogue cache, which the app closes on shutdown.
 */
export async function registerModules(app: FastifyInstance, base: AppBase) {
  const { config, database, settings, userAccounts } = base;
  let returnFigures = async (_from: Date, _to: Date) => ({ requests: 0, units: 0, refundedPaise: 0 });
  let eraseAccount: EraseAccount = async () => {
    throw new Error('the privacy module is not registered yet');
  };
  // Mail first: auth and orders queue theirs inside their own transactions. Invoices for 'delivered' mails
  // are drawn at send time from the stored order (renderOrderInvoice is defined below, called later).
  const front = await registerAccountsAndCatalog(app, base, (orderId, creditNoteNumber) =>
    creditNoteNumber ? renderOrderCreditNote(orderId, creditNoteNumber) : renderOrderInvoice(orderId),
  );
  const { notifications, catalog, wishlist } = front;
  const ordering = createOrders(app, base, front);
  const { orders } = ordering;
  const { adminArea, reviews } = await registerOrderAdministration(
    app,
    base,
    front,
    ordering,
    (from, to) => returnFigures(from, to),
    (actor, id, guard) => eraseAccount(actor, id, guard),
  );
  const renderOrderInvoice = async (orderId: string) => {
    const order = await orders.getInvoiceOrder({ id: 'outbox', role: 'admin' }, orderId);
    return {
      filename: invoiceFileName(order.id),
      content: await renderInvoicePdf(order, sellerFromSettings(await settings.get())),
      contentType: 'application/pdf',
    };
  };
  // GST: credit notes, an order's GST figures, the admin's GSTR-1 export (docs/gst.md).
  const gst = await registerGst(app, {
    db: database.db,
    orders,
    settings,
    // The GST screen's reconciliation sets the GSTR-1 against the sales report's own figure (decision 181).
    salesRevenuePaise: adminArea.salesRevenuePaise,
  });
  // A refund mail carries the return's credit note (decision 173).
  const renderOrderCreditNote = async (orderId: string, number: string) => {
    const { credited, note } = await gst.documents.getCreditNote({ id: 'outbox', role: 'admin' }, orderId, number);
    return renderCreditNote(credited, note, sellerFromSettings(await settings.get()));
  };
  await app.register(notificationsRoutes, {
    notifications,
    findUserById: (id) => userAccounts.findById(id),
    getOrder: (viewer, id) => orders.getOrder(viewer, id),
    showSecrets: showsSecrets(config),
  });
  await app.register(shopConfigRoutes, { config, settings });
  await app.register(settingsRoutes, { settings, audit: adminArea.audit, config, db: database.db });
  const payments = await registerPayments(app, { config, database, orders, alerts: notifications.merchantAlerts });
  // A paid order cancelled by its customer or an admin is refunded at once (and by the payments job if not).
  ordering.orderCancelled.subscribe((orderId) => payments.refundIfDue(orderId));
  // Shiprocket (or its simulator at /sim/shiprocket): ship, track, cancel, serviceability, webhook, poll.
  const shipping = await registerShipping(app, {
    config,
    db: database.db,
    orders,
    catalog,
    settings,
    // A lost or courier-cancelled parcel tells the merchant (docs/decisions/166-every-shipment-status.md).
    courierAlerts: async (event) => {
      await notifications.merchantAlerts.courierException(database.db, event);
      notifications.merchantAlerts.afterCommit();
    },
  });
  // Returns and refunds as the returns policy promises them (issue 18, docs/decisions/120-123).
  const returns = await registerReturns(app, {
    config,
    db: database.db,
    settings,
    orders,
    payments,
    shipping,
    creditNotes: gst.documents,
    mail: notifications.returnMail,
    audit: adminArea.audit,
    alerts: notifications.merchantAlerts,
  });
  returnFigures = (from, to) => returns.figures(from, to);
  // "Download my data" and "Delete my account" (issue 23, docs/decisions/110-personal-data.md, 111).
  const privacy = await registerPrivacy(app, {
    db: database.db,
    accounts: userAccounts,
    orders,
    audit: adminArea.audit,
    linked: { returns: returns.personalData, reviews: reviews.personalData, wishlist: wishlist.personalData },
    rateLimitsEnabled: config.rateLimitsEnabled,
    purgeIntervalMs: config.NODE_ENV === 'test' ? 0 : DAY_MS,
  });
  eraseAccount = (actor, id, guard) => privacy.eraseForAdmin(actor, id, guard);
  // The breach register: notices to the people affected and the Board's 72 hours (docs/decisions/177-breach-register.md).
  await registerBreaches(app, {
    db: database.db,
    accounts: userAccounts,
    settings,
    mail: notifications.breachMail,
    audit: adminArea.audit,
  });
  // Daily backup with retention (BACKUP_*), and its status for the admin overview.
  await registerBackups(app, { config, database });
  return { catalogCache: front.catalogCache };
}
