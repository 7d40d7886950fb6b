import { paiseToRupees } from '@shop/shared/money';
import { eq, sql } from 'drizzle-orm';
import { DEMO_GRIEVANCE_OFFICER } from './demo-values';
import { shopSettingsSchema, type ShopSettings } from '@shop/shared/schemas/shop-settings';
import { COD_SHIPPING_FEE_PAISE, FREE_SHIPPING_ABOVE_PAISE } from '@shop/shared/constants';
import { GST_RATES_PERCENT } from '@shop/shared/gst';
import { DEFAULT_SEARCH_SYNONYMS } from '@shop/shared/search';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { DEMO_GSTIN, DEMO_WHATSAPP_NUMBER } from './demo-values';
import { type InvalidationFeedLog, startPgInvalidationFeed } from '../../lib/pg-invalidation-feed';

/**
 * The one reader of the shop's settings for every module (mails, invoices, SSR, WhatsApp, Shiprocket, caps).
 * Other modules call `settings.get()` and nothing else; the admin Settings screen saves through `update`.
 * Environment variables give only the first-start values.
 */
export interface SettingsService {
  /**
   * The current settings. A caller inside a transaction passes it: on the embedded database (one connection)
   * a read outside the open transaction would wait for that transaction forever.
   */
  get(within?: Db): Promise<ShopSettings>;
  /** Grows whenever this process learns the settings changed (a save here or a NOTIFY): rendered pages
   * that show the shop's details are cached per version. */
  version?(): number;
  /** The logo as PNG for invoices and credit notes, or null without one (document-logo.ts). */
  documentLogo?(): Promise<Buffer | null>;
}

/** First-start values: from the environment where one is set, else the demo shop's. */
export function settingsFromEnvironment(config: Config): ShopSettings {
  return {
    shopName: config.SHOP_NAME,
    legalName: config.SELLER_LEGAL_NAME,
    address: config.SELLER_ADDRESS,
    state: config.SELLER_STATE as ShopSettings['state'],
    gstin: config.SELLER_GSTIN,
    supportEmail: 'support@shopkart.local',
    supportPhone: '+91 80 4000 0000',
    supportHours: 'Mon-Sat, 10:00-18:00 IST',
    notificationEmails: ['orders@shopkart.local'],
    whatsappNumber: config.SHOP_WHATSAPP_NUMBER,
    pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
    pickupAddress: config.SELLER_ADDRESS,
    pickupPincode: config.SHIPROCKET_PICKUP_PINCODE,
    // Decision 039: 0 + the COD fee at or below the threshold reproduces decision 016's demo charges.
    shippingFeeRupees: 0,
    freeShippingAboveRupees: paiseToRupees(FREE_SHIPPING_ABOVE_PAISE),
    codEnabled: true,
    codFeeRupees: paiseToRupees(COD_SHIPPING_FEE_PAISE),
    returnShippingPaidBy: 'shop',
    exchangesAllowed: true,
    paymentWindowMinutes: config.RAZORPAY_PAYMENT_WINDOW_MINUTES,
    whatsappConfirmationHours: 24,
    // decision 227: the demo shop shows COD confirmation; a real shop turns it on in Settings.
    codConfirmationEnabled: (config.COD_CONFIRMATION ?? (config.SHOP_MODE === 'demo' ? 'on' : 'off')) === 'on',
    codConfirmationHours: 24,
    codMaxOrderValueRupees: 0,
    codBlockedPincodes: [],
    codBlockedStates: [],
    codMaxFailedOrders: 0,
    codRequireVerifiedPhone: false,
    codFeeAdvanceByUpi: false,
    invoiceHindiLabels: false,
    maxUnitsPerProduct: 10,
    maxOpenUnpaidOrders: 3,
    maxOpenCodOrders: 3,
    requireVerifiedEmailForCheckout: false,
    maxOrderValueRupees: config.MAX_ORDER_VALUE_RUPEES,
    grievanceOfficerName: '',
    grievanceOfficerDesignation: '',
    grievanceOfficerEmail: '',
    grievanceOfficerPhone: '',
    ...(config.SHOP_MODE === 'demo' ? DEMO_GRIEVANCE_OFFICER : {}),
    socialLinks: { instagram: '', facebook: '', youtube: '', x: '' },
    gstRatesPercent: [...GST_RATES_PERCENT],
    searchSynonyms: DEFAULT_SEARCH_SYNONYMS.map((group) => [...group]),
    aggregateTurnoverAbove5Crore: false,
    themeColor: '',
    logoUrl: '',
  };
}

/** A demo value in settings about to be saved in a live shop: the field and a message for the form. */
export function demoValueProblem(
  settings: Pick<ShopSettings, 'gstin' | 'whatsappNumber'>,
): { field: string; message: string } | null {
  if (settings.gstin === DEMO_GSTIN)
    return { field: 'gstin', message: 'This is the demo shop’s GSTIN: enter your own (a live shop cannot use it)' };
  if (settings.whatsappNumber === DEMO_WHATSAPP_NUMBER)
    return {
      field: 'whatsappNumber',
      message: 'This is the demo shop’s WhatsApp number: enter your own, or leave it empty',
    };
  return null;
}

export interface SettingsChange {
  before: ShopSettings;
  after: ShopSettings;
  /** The fields whose value changed. */
  changed: (keyof ShopSettings)[];
}

/** The settings as saved, or a 422 naming every field in error (the Settings form shows each). */
function validSettings(input: unknown, isLive: boolean): ShopSettings {
  const parsed = shopSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION', issue?.message ?? 'Invalid settings', {
      field: issue?.path.join('.') ?? null,
      fields: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])),
    });
  }
  // The demo shop's identity passes every format check; a live shop may not publish it (032, 037).
  if (isLive) {
    const demo = demoValueProblem(parsed.data);
    if (demo) throw new AppError('VALIDATION', demo.message, { field: demo.field, fields: { [demo.field]: demo.message } });
  }
  return parsed.data;
}

export interface EditableSettingsService extends SettingsService {
  /**
   * Validates, stores and announces new settings; `withinTransaction` runs in the same transaction (audit).
   * `input` may also be a function `(current: ShopSettings) => unknown`: a change of the current settings, made
   * while the row is held.
   */
  update(
    input: unknown,
    actor: { id: string },
    withinTransaction?: (tx: Db, change: SettingsChange) => Promise<void>,
  ): Promise<ShopSettings>;
  /** The first-start values, for comparing (go-live checklist) and for a fresh setup. */
  defaults(): ShopSettings;
  close(): Promise<void>;
}

export interface SettingsServiceOptions {
  config: Config;
  /** Without a database the settings are the environment's, fixed (unit tests, tools). */
  db?: Db;
  /** On PostgreSQL: other processes may save settings, so changes travel by LISTEN/NOTIFY. */
  databaseUrl?: string;
  log?: InvalidationFeedLog;
}

/**
 * Marks a stored document saved since the shipping fields took effect (docs/decisions/039-shipping-fee-from-settings.md).
 * A document without it was saved while `shippingFeeRupees` (then defaulting to 100) charged nothing: it reads
 * as 0, so a shop that saved its settings before keeps charging what it did.
 */
const FEES_APPLY_KEY = 'shippingFeesApply';

export const SETTINGS_CHANGED_CHANNEL = 'shop_settings_changed';
/** Even with a live feed, a cached copy is re-read after this long (a belt to the NOTIFY braces). */
const CACHE_TTL_MS = 60_000;

/**
 * Database-backed settings (docs/decisions/033-shop-settings-in-the-database.md): the stored document over
 * the environment's first-start values, read once and kept in memory until a save here or in another process
 * (NOTIFY) drops it. While the invalidation feed is down every call reads the database.
 */
export function createSettingsService(options: { config: Config }): SettingsService;
export function createSettingsService(options: SettingsServiceOptions & { db: Db }): EditableSettingsService;
export function createSettingsService({
  config,
  db,
  databaseUrl,
  log,
}: SettingsServiceOptions): SettingsService | EditableSettingsService {
  const fromEnvironment = settingsFromEnvironment(config);
  if (!db) return { get: async () => fromEnvironment, version: () => 0 } satisfies SettingsService;

  let cached: { settings: ShopSettings; at: number } | null = null;
  let version = 0;
  const drop = () => {
    cached = null;
    version += 1;
  };
  let isFeedLive = databaseUrl === undefined;
  const feed =
    databaseUrl && log
      ? startPgInvalidationFeed({
          url: databaseUrl,
          channel: SETTINGS_CHANGED_CHANNEL,
          applicationName: 'shop-settings-cache',
          onPayload: drop,
          onLost: () => {
            isFeedLive = false;
            drop();
          },
          onListening: () => {
            isFeedLive = true;
            drop();
          },
          log,
        })
      : null;

  async function load(from: Db): Promise<ShopSettings> {
    const [row] = await from.select().from(shopSettings).where(eq(shopSettings.id, 1));
    if (!row) return fromEnvironment;
    const { [FEES_APPLY_KEY]: feesApply, ...stored } = row.settings as Partial<ShopSettings> & {
      [FEES_APPLY_KEY]?: true;
    };
    if (!feesApply) stored.shippingFeeRupees = 0;
    // Fields added after the row was saved take their first-start values.
    return { ...fromEnvironment, ...stored };
  }

  // The embedded database has one process and one connection: nothing else can change the settings, so the
  // copy never expires (an expiry read inside another transaction would also wait on that transaction).
  const isEmbedded = databaseUrl === undefined;
  const isFresh = (at: number) => isEmbedded || Date.now() - at < CACHE_TTL_MS;

  return {
    async get(within) {
      if (cached && isFeedLive && isFresh(cached.at)) return cached.settings;
      const settings = await load(within ?? db);
      if (isFeedLive) cached = { settings, at: Date.now() };
      return settings;
    },
    version: () => version,
    defaults: () => fromEnvironment,
    async update(input, actor, withinTransaction) {
      const saved = await db.transaction(async (tx) => {
        // The row is held while it is read and written: a change made from the current settings (a one-click
        // "turn off COD for this PIN code") never loses another saved at the same moment.
        await tx.select({ id: shopSettings.id }).from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
        const before = await load(tx);
        const after = validSettings(
          typeof input === 'function' ? (input as (current: ShopSettings) => unknown)(before) : input,
          config.isLive,
        );
        const stored = { ...after, [FEES_APPLY_KEY]: true };
        await tx
          .insert(shopSettings)
          .values({ id: 1, settings: stored, updatedBy: actor.id })
          .onConflictDoUpdate({
            target: shopSettings.id,
            set: {
              settings: stored,
              updatedBy: actor.id,
              updatedAt: new Date(),
              version: sql`${shopSettings.version} + 1`,
            },
          });
        const changed = (Object.keys(after) as (keyof ShopSettings)[]).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
        );
        await withinTransaction?.(tx, { before, after, changed });
        if (databaseUrl) await tx.execute(sql`select pg_notify(${SETTINGS_CHANGED_CHANNEL}, 'changed')`);
        return after;
      });
      drop();
      // Keep what was just saved (merged over the first-start values like `load`), so the next read, maybe
      // inside another transaction, needs no query.
      if (isFeedLive) cached = { settings: { ...fromEnvironment, ...saved }, at: Date.now() };
      return saved;
    },
    async close() {
      await feed?.close();
    },
  } satisfies EditableSettingsService;
}
