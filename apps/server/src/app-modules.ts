import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { registeredLater } from './lib/registered-later';
import { registerAdmin } from './modules/admin';
import { themeCss } from '@shop/shared/theme';
import { registerAudit } from './modules/audit';
import { registerAuth } from './modules/auth';
import { registerBackups } from './modules/backup';
import { registerBreaches } from './modules/breaches';
import { type CatalogCache, registerCatalog } from './modules/catalog';
import { registerConsents } from './modules/consents';
import { registerContact } from './modules/contact';
import { registerCoupons } from './modules/coupons';
import { registerHealth } from './modules/health';
import { type OrderDocuments, registerNotifications } from './modules/notifications';
import { registerOrders, type StockChange } from './modules/orders';
import { registerPayments } from './modules/payments';
import { type PrivacyService, registerPrivacy } from './modules/privacy';
import { registerReturns } from './modules/returns';
import { registerReviews } from './modules/reviews';
import { type SettingsService, registerSettings } from './modules/settings';
import { registerShipping } from './modules/shipping';
import { registerShopConfig } from './modules/shop-config';
import { registerStorefront } from './modules/storefront';
import { registerUsers } from './modules/users';
import { registerWishlist } from './modules/wishlist';
import { configuredImageStore } from './lib/images/image-storage';

/** What every module may be given: configuration, database and Redis. */
export interface AppBase {
  config: Config;
  database: Database;
  redis: Redis | undefined;
}

/** What tests reach behind the app's back (test/helpers/test-app.ts); no module reads them off the app. */
export interface AppHandles {
  settings: SettingsService;
  catalogCache: CatalogCache;
  /** One run of the confirmation job (COD reminders, expiry of unconfirmed orders) at a chosen clock. */
  runConfirmationJob: (now: Date) => Promise<number>;
}

const DAY_MS = 86_400_000;

/** The sales report's revenue of a range of days and its refunds of returns, as the GST reconciliation reads them. */
type SalesFigures = (
  startDate: string,
  endDate: string,
) => Promise<{ revenuePaise: number; returnRefunds: { paise: number; count: number } }>;

/** What modules registered before the orders module reach through `ordersModule.get()` at run time. */
interface OrdersForOthers {
  documents: OrderDocuments;
  countPriorOrders: (userId: string) => Promise<number>;
  whatsappPhoneOf: (userId: string) => Promise<string | null>;
}

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
 * - users -> privacy -> users: the admin's Delete of a user is the privacy module's erasure, and the privacy
 *   module reads the accounts.
 * The storefront comes last: its page fallback answers whatever no API route matched. Returns the settings and
 * the catalogue cache, the handles tests use (test/helpers/test-app.ts).
 */
export async function registerModules(app: FastifyInstance, { config, database, redis }: AppBase): Promise<AppHandles> {
  const { db } = database;
  const ordersModule = registeredLater<OrdersForOthers>('orders');
  const adminModule = registeredLater<{ salesFigures: SalesFigures }>('admin');
  const privacyModule = registeredLater<Pick<PrivacyService, 'eraseForAdmin'>>('privacy');

  // The audit log first: its hook records the admin writes of every route registered after it.
  const audit = registerAudit(app, { db });
  // The accounts and the sign-in check that re-reads the account on every request: before any other route.
  // The admin's Delete of a user goes through the privacy module's erasure.
  const { accounts: userAccounts, users } = await registerUsers(app, {
    db,
    audit,
    signIn: { secret: config.jwtSecret, expiresIn: config.JWT_EXPIRES_IN },
    eraseAccount: (actor, id, guard) => privacyModule.get().eraseForAdmin(actor, id, guard),
  });
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
  // The consent ledger, recorded at sign-up, on the contact forms and at checkout (decisions 110, 189).
  const consents = await registerConsents(app, { db });
  await registerAuth(app, { config, db, userAccounts, mail: notifications.accountMail, redis, consents });
  const catalog = await registerCatalog(app, { config, database, settings, audit });
  // Contact, grievances and the admin Inbox; `contact.hasOpenGrievances(email)` is what erasure asks (issue 33).
  await registerContact(app, { config, db, redis, alerts: notifications.merchantAlerts, consents, audit });
  // Issue 19: the wishlist, and its "back in stock" mail after any stock change (docs/decisions/133-back-in-stock-once.md);
  // issue 35: "Notify me when back in stock" requests from anyone, answered by the same check (212).
  const wishlist = await registerWishlist(app, {
    db,
    catalog: catalog.catalog,
    accounts: userAccounts,
    mail: notifications,
    whatsappPhoneOf: (userId) => ordersModule.get().whatsappPhoneOf(userId),
    log: app.log,
    rateLimitsEnabled: config.rateLimitsEnabled,
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
    onStockChanged: stockChangeListener(catalog.cache, wishlist),
    consents,
    audit,
    salesFigures: (startDate, endDate) => adminModule.get().salesFigures(startDate, endDate),
  });
  const { orders } = ordering;
  // Checkout's sold-out marks (decision 300) are dropped when stock may have come back outside the orders module.
  catalog.onProductsChanged((ids) => orders.stockMayHaveComeBack(ids));
  catalog.cache.onChangeHeard((ids) => orders.stockMayHaveComeBack(ids));
  ordersModule.provide({ ...orders, documents: ordering.documents }); // its methods are closures, no `this`
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
    deliveryIssueMails: notifications.deliveryIssueMails, // issue 37: the buyer's question, the merchant's alert
  });
  ordering.checkDeliveryWith((pincode) => shipping.deliveryEstimate({ pincode })); // COD address change (decision 227)
  ordering.readRtoOutcomesWith((userId, within) => shipping.deliveryIssues.rtoOrderIdsOf(userId, within)); // decision 242
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
    languageOf: async (userId, tx) => (await userAccounts.findById(userId, tx))?.language, // decision 253
    audit,
    alerts: notifications.merchantAlerts,
  });
  refundCancelledOrders(ordering.orderCancelled, payments, returns);
  // "Download my data" and "Delete my account" (issue 23, docs/decisions/110-personal-data.md, 111).
  const privacy = await registerPrivacy(app, {
    db,
    accounts: userAccounts,
    orders,
    audit,
    linked: {
      returns: returns.personalData,
      reviews: reviews.personalData,
      wishlist: wishlist.personalData,
      deliveryIssues: shipping.personalData,
    },
    rateLimitsEnabled: config.rateLimitsEnabled,
    purgeIntervalMs: config.NODE_ENV === 'test' ? 0 : DAY_MS,
  });
  privacyModule.provide(privacy);
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
  await registerBackups(app, { config, database, audit }); // daily, with retention (BACKUP_*); status on the overview
  for (const late of [ordersModule, adminModule, privacyModule]) late.assertProvided();
  await registerStorefrontPages(app, { config, database, settings, catalogue: catalog.cache.cache });
  return { settings, catalogCache: catalog.cache.cache, runConfirmationJob: ordering.runConfirmationJob };
}

/** The server-rendered storefront, last: it reads the catalogue cache and the settings (theme, version). */
async function registerStorefrontPages(
  app: FastifyInstance,
  {
    config,
    database,
    settings,
    catalogue,
  }: {
    config: Config;
    database: AppBase['database'];
    settings: SettingsService;
    catalogue: Parameters<typeof registerStorefront>[1]['catalogue'];
  },
) {
  await registerStorefront(app, {
    config,
    catalogue,
    settingsVersion: () => settings.version?.() ?? 0,
    themeHead: async () => themeCss(await settings.get()),
    databaseReachable: () => database.ping(),
  });
}

/**
 * What a cancelled order gives back, in this order: a paid order is refunded at once (and by the payments job if
 * not); a cancelled replacement gives its exchange's credit back as the return's refund (docs/decisions/255).
 */
function refundCancelledOrders(
  cancelled: { subscribe(listener: (orderId: string) => unknown): void },
  payments: { refundIfDue(orderId: string): Promise<void> },
  returns: { creditCancelledReplacement(orderId: string): Promise<void> },
) {
  cancelled.subscribe((orderId) => payments.refundIfDue(orderId));
  cancelled.subscribe((orderId) => returns.creditCancelledReplacement(orderId));
}

/**
 * After a commit that changed stock: the catalogue cache forgets the products, and the wishlist checks the ones that
 * may have run out or come back. Units taken can only empty a product whose variant the order emptied: the rest
 * need no read (decision 277).
 */
function stockChangeListener(
  cache: { onStockChanged(ids: readonly string[]): void },
  wishlist: { stockChangedInBackground(ids: readonly string[], change: StockChange): void },
) {
  return (ids: readonly string[], change: StockChange, soldOut: readonly string[] = []) => {
    cache.onStockChanged(ids);
    const mayHaveRunOut = change === 'taken' ? soldOut : ids;
    if (mayHaveRunOut.length > 0) wishlist.stockChangedInBackground(mayHaveRunOut, change);
  };
}
