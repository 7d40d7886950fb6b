import { sql } from 'drizzle-orm';
import type { SizeChart } from '@shop/shared/schemas/size-chart';
import type { NetQuantityUnit } from '@shop/shared/declaration-terms';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '@shop/shared/locale';
import type { TemplateComponent } from '../providers/whatsapp/types';

/**
 * `'en', 'hi'`: what a language column may hold, written from LOCALES (migration 0064). A language added to
 * LOCALES needs a migration re-adding the four `*_language_ck` checks with it; test/language-checks.test.ts
 * compares the live checks with LOCALES (docs/decisions/271-adding-a-language.md).
 */
const LANGUAGE_LIST = sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '));

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Part of every token (claim `tv`); raising it on a password change or reset signs out older tokens. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Null until the address is verified by link; only then is data found by the address linked (decision 150). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The shopper's language (decision 249): the switcher saves it; mail goes out in it. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    /** The 10-digit number this account proved by a one-time code (decision 240); one account per number. */
    verifiedPhone: text('verified_phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_verified_phone_uq')
      .on(t.verifiedPhone)
      .where(sql`${t.verifiedPhone} is not null`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_created_idx').on(t.createdAt),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    check('users_role_ck', sql`${t.role} in ('user', 'admin')`),
    check('users_language_ck', sql`${t.language} in (${LANGUAGE_LIST})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The name in Hindi (migration 0061, decision 258); null: the English one is shown. */
    nameHi: text('name_hi'),
    image: text('image'),
    /** The category's size chart (migration 0059, docs/decisions/254-size-charts.md); null = none. */
    sizeChart: jsonb('size_chart').$type<SizeChart>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Name and description in Hindi (migration 0061, decision 258); null: the English is shown. */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    mrpPaise: integer('mrp_paise').notNull(),
    sellingPricePaise: integer('selling_price_paise'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialFeatures: text('special_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default({}),
    /** Legal Metrology declarations (migration 0013, packages/shared/src/declarations.ts). */
    declarations: jsonb('declarations').$type<Record<string, unknown>>().notNull().default({}),
    /** The product's own size chart, winning over its category's (migration 0059, decision 254); null = none. */
    sizeChart: jsonb('size_chart').$type<SizeChart>(),
    relatedProductIds: uuid('related_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    rating: doublePrecision('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    sku: text('sku').notNull(),
    hsn: text('hsn').notNull().default(''),
    /** GST unit quantity code (migration 0025, docs/decisions/172-hsn-summary-and-uqc.md). */
    uqc: text('uqc').notNull().default('NOS'),
    // Percent with up to 2 decimals (0.25% for rough diamonds): migration 0014.
    gstRatePercent: numeric('gst_rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    /**
     * "Rate by price threshold" (migration 0033, docs/decisions/218): when set, a variant whose sale value per
     * piece exceeds this amount takes `gstRateAbovePercent`; at or below it, `gstRatePercent`.
     */
    gstThresholdPaise: integer('gst_threshold_paise'),
    gstRateAbovePercent: numeric('gst_rate_above_percent', { precision: 5, scale: 2, mode: 'number' }),
    /**
     * The sum of the active variants' stock, kept by a trigger of migration 0033 for the readers that predate
     * variants (listing, filters, admin list); the order path takes stock from `product_variants`.
     */
    stock: integer('stock').notNull().default(0),
    /** Packed weight in grams, for courier quotes and the Shiprocket parcel (migration 0012). */
    weightGrams: integer('weight_grams').notNull().default(500),
    /** Warranty in months for the product page's badge; null = no badge (migration 0019). */
    warrantyMonths: integer('warranty_months'),
    /** Denormalised for search (a generated column may only use immutable functions of its own row):
     * written by the catalogue repository together with category and tags. */
    categoryName: text('category_name').notNull().default(''),
    tagsText: text('tags_text').notNull().default(''),
    /** The option values in option order ("S M L Maroon Navy"), kept by a trigger on product_options (migration 0046). */
    optionText: text('option_text').notNull().default(''),
    /**
     * The words a search matches, weighted (name A, category, tags and options B, description C): written by a
     * trigger of migration 0069 whenever one of those columns is, never by a stock update (decision 277; it was a
     * generated column, which PostgreSQL recomputes on every update).
     */
    searchVector: tsvector('search_vector'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sku_uq').on(t.sku),
    index('products_live_created_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('products_live_category_created_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('products_live_price_idx')
      .on(sql`coalesce(${t.sellingPricePaise}, ${t.mrpPaise})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Category pages sorted by price would otherwise walk the whole price index filtering by category.
    index('products_live_category_price_idx')
      .on(t.categoryId, sql`coalesce(${t.sellingPricePaise}, ${t.mrpPaise})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('products_sku_trgm_idx').using('gin', sql`lower(${t.sku}) gin_trgm_ops`),
    index('products_live_rating_idx')
      .on(t.rating.desc(), t.id)
      .where(sql`${t.deletedAt} is null`),
    // No index on stock: every order changes it, and an indexed column makes that update non-HOT (decision 277).
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Analytics' products added in a period, the deleted ones (migration 0066); never written by a live product's update.
    index('products_deleted_created_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is not null`),
    check('products_stock_ck', sql`${t.stock} >= 0`),
    check('products_mrp_ck', sql`${t.mrpPaise} > 0`),
    check('products_selling_price_ck', sql`${t.sellingPricePaise} is null or ${t.sellingPricePaise} > 0`),
    check('products_weight_grams_ck', sql`${t.weightGrams} > 0 and ${t.weightGrams} <= 100000`),
    check(
      'products_warranty_months_ck',
      sql`${t.warrantyMonths} is null or (${t.warrantyMonths} >= 1 and ${t.warrantyMonths} <= 120)`,
    ),
  ],
);

/**
 * A product's options (migration 0033, docs/decisions/217-product-variants.md): up to three (Size, Colour,
 * Material), each with its values in the order the shop shows them.
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    values: text('values').array().notNull(),
  },
  (t) => [
    uniqueIndex('product_options_product_position_uq').on(t.productId, t.position),
    check('product_options_position_ck', sql`${t.position} between 1 and 3`),
    check('product_options_values_ck', sql`cardinality(${t.values}) between 1 and 100`),
  ],
);

/**
 * What is sold: one combination of option values (decision 217). A product without options has exactly one
 * default variant (`is_default`, no option values) that a trigger of migration 0033 keeps equal to the
 * product row's SKU, prices, stock and weight, so older writers keep working. Stock is taken here.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** One value per option, in option order; empty for the default variant. */
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** "Size M / Maroon"; empty for the default variant. */
    title: text('title').notNull().default(''),
    sku: text('sku').notNull(),
    /** EAN-8, UPC-A, EAN-13 or GTIN-14 digits, optional. */
    barcode: text('barcode'),
    mrpPaise: integer('mrp_paise').notNull(),
    sellingPricePaise: integer('selling_price_paise'),
    stock: integer('stock').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(500),
    /** The variant's own pictures; empty = the product's. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * The variant's own net quantity and its unit (migration 0063, docs/decisions/270-net-quantity-per-variant.md);
     * both null = the product's declaration applies.
     */
    netQuantity: numeric('net_quantity', { mode: 'number' }),
    netQuantityUnit: text('net_quantity_unit').$type<NetQuantityUnit>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_uq').on(t.sku),
    uniqueIndex('product_variants_default_uq')
      .on(t.productId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('product_variants_combination_uq').on(t.productId, t.optionValues),
    index('product_variants_product_idx').on(t.productId, t.position),
    // No index on stock: every order line updates it, and an unindexed column keeps that a HOT update (decision 272).
    check('product_variants_stock_ck', sql`${t.stock} >= 0`),
    check('product_variants_mrp_ck', sql`${t.mrpPaise} > 0`),
    check('product_variants_selling_price_ck', sql`${t.sellingPricePaise} is null or ${t.sellingPricePaise} > 0`),
    check('product_variants_weight_grams_ck', sql`${t.weightGrams} > 0 and ${t.weightGrams} <= 100000`),
    check('product_variants_barcode_ck', sql`${t.barcode} is null or ${t.barcode} ~ '^([0-9]{8}|[0-9]{12,14})$'`),
    check(
      'product_variants_net_quantity_ck',
      sql`(${t.netQuantity} is null) = (${t.netQuantityUnit} is null) and (${t.netQuantity} is null or (${t.netQuantity} > 0 and ${t.netQuantity} <= 1000000)) and (${t.netQuantityUnit} is null or ${t.netQuantityUnit} in ('g', 'kg', 'ml', 'l', 'cm', 'm', 'unit'))`,
    ),
  ],
);

export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1, increment: 1 });
/** Grievance tickets (migration 0013): GRV-<year>-<serial>. */
export const grievanceTicketSeq = pgSequence('grievance_ticket_seq', { startWith: 1, increment: 1 });

export interface ShippingAddressSnapshot {
  name: string;
  email?: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
}

/** A business buyer's registered address: its state is the GSTIN's (docs/decisions/185). */
export interface BuyerAddressSnapshot {
  street: string;
  city: string;
  state: string;
  pincode: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status', { enum: ['pending', 'packed', 'shipped', 'delivered', 'cancelled'] })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method', { enum: ['cod', 'razorpay', 'whatsapp'] }).notNull(),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    shippingFeePaise: bigint('shipping_fee_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    notes: text('notes'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>().notNull(),
    trackingNumber: text('tracking_number'),
    idempotencyKey: text('idempotency_key'),
    /**
     * A replacement order of an exchange (migration 0050, docs/decisions/244-exchanges.md): what the returned goods'
     * credit note settles of its total; only the rest is payable.
     */
    exchangeCreditPaise: bigint('exchange_credit_paise', { mode: 'number' }).notNull().default(0),
    /** The order whose returned line this order replaces (an exchange). */
    replacesOrderId: uuid('replaces_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** Set when the stock an order holds is returned, so it is returned exactly once. */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    invoiceNumber: text('invoice_number'),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }),
    /** B2B: the buyer's GSTIN and legal name as entered at checkout (docs/decisions/053). */
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    /** B2B: the buyer's registered address, the invoice's "Bill to" (migration 0028, docs/decisions/185). */
    buyerAddress: jsonb('buyer_address').$type<BuyerAddressSnapshot>(),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why an admin cancelled the order, shown to its customer (migration 0005). */
    cancelReason: text('cancel_reason'),
    /** When an admin confirmed a WhatsApp order; until then it awaits confirmation and may expire. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** A COD order waiting for its buyer's confirmation until then (migration 0039, docs/decisions/227). */
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    /** The COD fee this COD order asked in advance by UPI, inside shipping_fee_paise; 0 for none (migration 0058, decision 252). */
    codFeeAdvancePaise: bigint('cod_fee_advance_paise', { mode: 'number' }).notNull().default(0),
    /** When Razorpay captured that fee; the courier then collects the total less the fee. */
    codFeeAdvancePaidAt: timestamp('cod_fee_advance_paid_at', { withTimezone: true }),
    /** The buyer asked for order updates on WhatsApp at checkout (migration 0040, docs/decisions/230-whatsapp-sending.md). */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** The customer's language when the order was placed: its mails are written in it (migration 0061, decision 258). */
    language: text('language').notNull().default('en'),
    /** The one reminder to confirm a COD order was queued (migration 0039). */
    confirmationRemindedAt: timestamp('confirmation_reminded_at', { withTimezone: true }),
    /** The courier brought the parcel back (RTO delivered): the cancelled order reads "returned to seller" (migration 0012). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** The coupon's discount on the goods and its code (migration 0018, docs/decisions/135-coupons.md). */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    couponCode: text('coupon_code'),
    /** Its customer deleted their account: personal data erased or anonymised (docs/decisions/110). */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    /** Invoiced order of an erased account: the invoice's name and address are kept until then (CGST s.36). */
    retainUntil: timestamp('retain_until', { withTimezone: true }),
    /** The daily purge removed what was kept until `retainUntil` (migration 0026, docs/decisions/175). */
    personalDataPurgedAt: timestamp('personal_data_purged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_unconfirmed_whatsapp_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentMethod} = 'whatsapp' and ${t.confirmedAt} is null and ${t.stockReleasedAt} is null`),
    index('orders_unconfirmed_cod_idx')
      .on(t.codConfirmBy)
      .where(sql`${t.confirmedAt} is null and ${t.stockReleasedAt} is null and ${t.codConfirmBy} is not null`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    // Ascending, read backwards: serves "order by created_at desc, id desc" (newest orders, admin overview).
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_tracking_idx').on(t.trackingNumber),
    index('orders_payment_expiry_idx')
      .on(t.paymentExpiresAt)
      .where(sql`${t.paymentStatus} = 'pending' and ${t.stockReleasedAt} is null`),
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_invoice_number_uq').on(t.invoiceNumber),
    index('orders_invoice_date_idx').on(t.invoiceDate),
    index('orders_retain_until_idx')
      .on(t.retainUntil)
      .where(sql`${t.retainUntil} is not null and ${t.personalDataPurgedAt} is null`),
    check('orders_totals_ck', sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.shippingFeePaise}`),
    check(
      'orders_cod_fee_advance_ck',
      sql`${t.codFeeAdvancePaise} >= 0 and ${t.codFeeAdvancePaise} <= ${t.shippingFeePaise}`,
    ),
    check('orders_discount_ck', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.subtotalPaise}`),
    check('orders_language_ck', sql`${t.language} in (${LANGUAGE_LIST})`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The variant sold and its title as sold ("Size M / Maroon"; empty for a default variant): migration 0034. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantTitle: text('variant_title'),
    name: text('name').notNull(),
    sku: text('sku'),
    image: text('image'),
    hsn: text('hsn'),
    /** The product's unit quantity code when ordered; null on older orders = NOS (migration 0025). */
    uqc: text('uqc'),
    // Percent with up to 2 decimals (0.25% for rough diamonds): migration 0014.
    gstRatePercent: numeric('gst_rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    unitPricePaise: integer('unit_price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's coupon discount (migration 0018, docs/decisions/135-coupons.md). */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * Live products per category, kept by triggers on products (migration 0065,
 * docs/decisions/272-million-product-shop.md): the list's total and the category counts without counting.
 */
export const productCounts = pgTable('product_counts', {
  categoryId: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  live: integer('live').notNull().default(0),
  /** The live products with stock: the "in stock" filter's total, changed only when a product runs out or comes back (decision 277). */
  inStock: integer('in_stock').notNull().default(0),
});

/**
 * Units and revenue sold per product in orders that are not cancelled: what the admin overview's top
 * products read instead of aggregating every order item (sales_totals below does the same for its totals).
 * Database triggers (migration 0066, before it 0003) append to item_sales_deltas whenever an order, a line or
 * a return changes; the admin module folds the deltas in here before reading, so the figures are exact
 * without a hot row on the order path.
 */
export const productSales = pgTable(
  'product_sales',
  {
    productId: uuid('product_id').primaryKey(),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('product_sales_rank_idx').on(t.units.desc(), t.revenuePaise.desc(), t.productId)],
);

/** Shop-wide order count and revenue (orders not cancelled) for the admin overview, kept like product_sales. */
export const salesTotals = pgTable(
  'sales_totals',
  {
    id: integer('id').primaryKey(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
    /** Orders not cancelled and not yet revenue (unpaid online, undelivered COD/WhatsApp): migration 0005. */
    pendingPaise: bigint('pending_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('sales_totals_one_row_ck', sql`${t.id} = 1`)],
);

/**
 * Orders per Indian day, payment method and state under the revenue rule ('revenue', 'pending', 'cancelled'),
 * kept by the triggers of migration 0066 like product_sales (docs/decisions/275-daily-sales-summaries.md): the
 * Overview, Analytics and the sales report read a range's whole days here.
 */
export const dailyOrderSales = pgTable(
  'daily_order_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    state: text('state').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull().default(0),
    /** What refunded returns gave back on revenue orders (0 for the other states). */
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'daily_order_sales_pkey', columns: [t.day, t.paymentMethod, t.state] })],
);

/** The same per Indian hour (its start, Indian local time), for the hours of the days a range cuts (migration 0066). */
export const hourlyOrderSales = pgTable(
  'hourly_order_sales',
  {
    hour: timestamp('hour', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    state: text('state').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull().default(0),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'hourly_order_sales_pkey', columns: [t.hour, t.paymentMethod, t.state] })],
);

export const orderSalesDeltas = pgTable('order_sales_deltas', {
  hour: timestamp('hour', { mode: 'string' }).notNull(),
  paymentMethod: text('payment_method').notNull(),
  state: text('state').notNull(),
  orders: integer('orders').notNull(),
  totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull(),
});

/**
 * Order lines per Indian day, product, variant and name as sold (migration 0066): every line, the lines of
 * orders not cancelled, and the units and revenue of revenue orders' lines net of refunded returns.
 */
export const dailyItemSales = pgTable(
  'daily_item_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id'),
    variantId: uuid('variant_id'),
    name: text('name').notNull(),
    lines: integer('lines').notNull().default(0),
    saleLines: integer('sale_lines').notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('daily_item_sales_key_uq').on(t.day, t.productId, t.variantId, t.name).nullsNotDistinct(),
    // INCLUDE (units) in the migration (drizzle has no INCLUDE): the best sellers' candidates are summed from it.
    index('daily_item_sales_product_day_idx').on(t.productId, t.day),
    index('daily_item_sales_variant_day_idx')
      .on(t.day, t.variantId)
      .where(sql`${t.variantId} is not null`),
    index('daily_item_sales_unlinked_day_idx')
      .on(t.day)
      .where(sql`${t.productId} is null`),
  ],
);

/** The same per Indian hour, for the hours of the days a range cuts (migration 0066). */
export const hourlyItemSales = pgTable(
  'hourly_item_sales',
  {
    hour: timestamp('hour', { mode: 'string' }).notNull(),
    productId: uuid('product_id'),
    variantId: uuid('variant_id'),
    name: text('name').notNull(),
    lines: integer('lines').notNull().default(0),
    saleLines: integer('sale_lines').notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [unique('hourly_item_sales_key_uq').on(t.hour, t.productId, t.variantId, t.name).nullsNotDistinct()],
);

/** Units of revenue orders' lines per Indian month and product, before returns: the best sellers' bound (migration 0066). */
export const monthlyProductUnits = pgTable(
  'monthly_product_units',
  {
    month: date('month', { mode: 'string' }).notNull(),
    productId: uuid('product_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'monthly_product_units_pkey', columns: [t.month, t.productId] }),
    index('monthly_product_units_rank_idx').on(t.month, t.units.desc(), t.productId),
  ],
);

/** Products added per Indian day, deleted ones included, kept by triggers on products (migration 0066): Analytics. */
export const dailyProductsAdded = pgTable('daily_products_added', {
  day: date('day', { mode: 'string' }).primaryKey(),
  products: integer('products').notNull().default(0),
});

export const itemSalesDeltas = pgTable('item_sales_deltas', {
  hour: timestamp('hour', { mode: 'string' }).notNull(),
  productId: uuid('product_id'),
  variantId: uuid('variant_id'),
  name: text('name').notNull(),
  lines: integer('lines').notNull(),
  saleLines: integer('sale_lines').notNull(),
  soldUnits: integer('sold_units').notNull(),
  soldPaise: bigint('sold_paise', { mode: 'number' }).notNull(),
  units: integer('units').notNull(),
  revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull(),
  grossUnits: integer('gross_units').notNull(),
});

/**
 * Active variants under LOW_STOCK_THRESHOLD units in the low-stock list's order, kept by triggers on
 * product_variants that run only for a variant that is or was low (migration 0067): the list without an index on
 * product_variants.stock, which would make every order's stock update non-HOT (decision 272).
 */
export const lowStockVariants = pgTable(
  'low_stock_variants',
  {
    variantId: uuid('variant_id').primaryKey(),
    productId: uuid('product_id').notNull(),
    position: integer('position').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [index('low_stock_variants_list_idx').on(t.stock, t.productId, t.position)],
);

/**
 * One text per order of the fields the admin's search looks in (number, names, tracking number, phone digits),
 * under a trigram index, kept by triggers on orders (migration 0067, docs/decisions/275-daily-sales-summaries.md).
 */
export const orderSearchTexts = pgTable(
  'order_search_texts',
  {
    orderId: uuid('order_id').primaryKey(),
    text: text('text').notNull(),
  },
  (t) => [index('order_search_texts_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('razorpay'),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('created'),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_uq').on(t.providerOrderId),
    uniqueIndex('payments_provider_payment_uq').on(t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerOrderId: text('provider_order_id'),
    shipmentId: text('shipment_id'),
    awbCode: text('awb_code'),
    courierName: text('courier_name'),
    status: text('status').notNull().default('created'),
    lengthCm: doublePrecision('length_cm').notNull(),
    breadthCm: doublePrecision('breadth_cm').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    tracking: jsonb('tracking'),
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    /** The order id sent to Shiprocket: ours, with a suffix on a re-shipment (Shiprocket refuses an id twice). */
    channelOrderId: text('channel_order_id'),
    courierCompanyId: integer('courier_company_id'),
    pickupScheduledAt: timestamp('pickup_scheduled_at', { withTimezone: true }),
    pickupToken: text('pickup_token'),
    trackingUrl: text('tracking_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    index('shipments_shipment_idx').on(t.shipmentId),
    // The admin's order search by AWB (migration 0067).
    index('shipments_awb_trgm_idx').using('gin', sql`${t.awbCode} gin_trgm_ops`),
    uniqueIndex('shipments_channel_order_idx').on(t.channelOrderId),
  ],
);

/**
 * A failed delivery (NDR) of one shipment: the courier's reason, its attempts, and the answer sent to Shiprocket
 * (issue 37, docs/decisions/231-failed-deliveries.md). Owned by the shipping module.
 */
export const failedDeliveries = pgTable(
  'failed_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    awbCode: text('awb_code'),
    reason: text('reason').notNull().default(''),
    attempts: integer('attempts').notNull().default(1),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    /** open | action-requested | re-attempting | delivered | rto (FAILED_DELIVERY_STATES). */
    state: text('state').notNull().default('open'),
    /** The answer: what was asked, by whom, when (DeliveryIssueAction plus `by`, `at`). */
    action: jsonb('action'),
    /** The attempt the answer was for: a later failed attempt opens the question again. */
    actionAttempt: integer('action_attempt'),
    actionSentAt: timestamp('action_sent_at', { withTimezone: true }),
    actionError: text('action_error'),
    /** When the merchant was alerted that nobody answered (once). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('failed_deliveries_shipment_idx').on(t.shipmentId),
    index('failed_deliveries_order_idx').on(t.orderId),
    index('failed_deliveries_state_idx').on(t.state, t.lastAttemptAt),
  ],
);

/** A parcel returned to origin: why, what it cost, when it came back (docs/decisions/232-rto-cost.md). */
export const rtoOutcomes = pgTable(
  'rto_outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    courierName: text('courier_name'),
    forwardFreightPaise: integer('forward_freight_paise'),
    returnFreightPaise: integer('return_freight_paise'),
    /** quote | same-as-forward | unknown */
    returnFreightBasis: text('return_freight_basis').notNull().default('unknown'),
    initiatedAt: timestamp('initiated_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rto_outcomes_shipment_idx').on(t.shipmentId), index('rto_outcomes_order_idx').on(t.orderId)],
);

/** A PDF drawn when the mail is sent: the order's invoice, or one of its credit notes (decision 173). */
export type OutboxAttachmentSpec =
  { type: 'invoice'; orderId: string } | { type: 'credit-note'; orderId: string; number: string };

/** A WhatsApp template message as the outbox keeps it (the Cloud API's `template` object). */
export interface OutboxWhatsAppTemplate {
  name: string;
  language: string;
  components: TemplateComponent[];
  /** The same message's English components, sent when Meta has no approved template in `language`. */
  english?: TemplateComponent[];
}

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    html: text('body_html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the row is next due; a worker that claims a row pushes this out by a lease, so no one else sends it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Template that produced the mail (order-placed, password-reset, ...), for the admin list. */
    kind: text('kind').notNull().default('message'),
    /** One mail per event (`order-placed:<orderId>`): enqueueing the same event again inserts nothing. */
    dedupeKey: text('dedupe_key'),
    /** Parts built at send time from stored data (the invoice PDF of a delivered order). */
    attachments: jsonb('attachments').$type<OutboxAttachmentSpec[]>().notNull().default([]),
    /** Holds a secret (a reset link): its body is blanked once a real mail server has taken it. */
    isSensitive: boolean('is_sensitive').notNull().default(false),
    /** Mail, or a WhatsApp template message to the phone in `to` (migration 0040, docs/decisions/230-whatsapp-sending.md). */
    channel: text('channel', { enum: ['email', 'whatsapp'] })
      .notNull()
      .default('email'),
    /** The WhatsApp template: name, language and components; null for mail. */
    whatsapp: jsonb('whatsapp').$type<OutboxWhatsAppTemplate>(),
    /** Set just before the call to Meta; a claim that finds it set was cut off mid-call and is not resent. */
    callStartedAt: timestamp('call_started_at', { withTimezone: true }),
    /** Meta's message id (wamid) for a WhatsApp row it accepted; its webhook statuses name it (migration 0057). */
    providerMessageId: text('provider_message_id'),
    /** The furthest status Meta's webhook reported for it (docs/decisions/250-whatsapp-failed-statuses.md). */
    deliveryStatus: text('delivery_status', { enum: ['sent', 'delivered', 'read', 'failed'] }),
    /** Meta's error code, title and details of a `failed` status. */
    deliveryError: text('delivery_error'),
    /** The time Meta gave that status. */
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_channel_ck', sql`${t.channel} in ('email', 'whatsapp')`),
    check('email_outbox_delivery_status_ck', sql`${t.deliveryStatus} in ('sent', 'delivered', 'read', 'failed')`),
    uniqueIndex('email_outbox_provider_message_uq')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    check('email_outbox_whatsapp_ck', sql`(${t.channel} = 'whatsapp') = (${t.whatsapp} is not null)`),
    // Only the mails still to send, in the order the worker claims them (migration 0071, decision 298): a claim reads
    // its batch and stops, however many wait and whatever the statistics say.
    index('email_outbox_pending_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The admin Emails page's "failed" filter, newest first: failed mails are few (migration 0072, decision 298).
    index('email_outbox_failed_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'failed'`),
    index('email_outbox_created_idx').on(t.createdAt.desc(), t.id),
    // The mails that still hold a one-time link, for the worker's sweep (migration 0070, decision 283).
    index('email_outbox_live_secrets_idx')
      .on(t.createdAt)
      .where(sql`${t.isSensitive} and ${t.text} not like 'This mail held a one-time link.%'`),
    uniqueIndex('email_outbox_dedupe_uq').on(t.dedupeKey),
    check('email_outbox_status_ck', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);

/** Email verification links (decision 150): like reset tokens, only the SHA-256 of the token is stored. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_user_idx').on(t.userId)],
);

/** One-time codes to a phone (migration 0047, decision 240): only an HMAC of the code is kept. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['verify', 'sign-in'] }).notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('phone_codes_purpose_ck', sql`${t.purpose} in ('verify', 'sign-in')`),
    check('phone_codes_channel_ck', sql`${t.channel} in ('sms', 'whatsapp')`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Admin Inbox (migration 0005): first opened, marked handled, answered by email. */
    readAt: timestamp('read_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Grievances (migration 0013): ticket, the order it is about, when the acknowledgement was queued. */
    grievanceTicket: text('grievance_ticket'),
    orderNumber: text('order_number'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** The written resolution mailed to the complainant (migration 0023); kept when a ticket is reopened. */
    resolution: text('resolution'),
    /** The sender's language (migration 0062, decision 233): the acknowledgement, updates and replies are in it. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_language_ck', sql`${t.language} in (${LANGUAGE_LIST})`),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    index('contact_messages_open_grievances_idx')
      .on(t.createdAt)
      .where(sql`${t.grievanceTicket} is not null and ${t.handledAt} is null`),
    uniqueIndex('contact_messages_grievance_ticket_idx')
      .on(t.grievanceTicket)
      .where(sql`${t.grievanceTicket} is not null`),
    index('contact_messages_unread_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.readAt} is null`),
  ],
);

/** Each step of a grievance ticket, with who took it (migration 0023, docs/decisions/161-grievance-lifecycle.md). */
export const grievanceEvents = pgTable(
  'grievance_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['received', 'acknowledged', 'resolved', 'reopened', 'reminder', 'overdue'],
    }).notNull(),
    /** The resolution, the reason for reopening, the reminder stage, or how the acknowledgement went. */
    note: text('note'),
    /** The admin who took the step; null for the shop's automatic steps. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('grievance_events_message_idx').on(t.contactMessageId, t.createdAt),
    uniqueIndex('grievance_events_alert_once_idx')
      .on(t.contactMessageId, t.kind, t.note)
      .where(sql`${t.kind} in ('reminder', 'overdue')`),
    check(
      'grievance_events_kind_ck',
      sql`${t.kind} in ('received', 'acknowledged', 'resolved', 'reopened', 'reminder', 'overdue')`,
    ),
  ],
);

/** The shop's settings (modules/settings): one row holding the validated settings document. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_single_row_ck', sql`${t.id} = 1`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** The actor's name and role when the entry was written (migration 0030); null on older entries. */
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_type_created_idx').on(t.entityType, t.createdAt.desc()),
  ],
);

/** Last serial used per GST document series and financial year (docs/decisions/051-invoice-at-dispatch.md). */
export const documentSerials = pgTable(
  'document_serials',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ name: 'document_serials_pk', columns: [t.series, t.financialYear] })],
);

/** A credit note cancelling an invoiced order in full (docs/decisions/052-credit-notes.md). */
/** One order line (part of it) credited by a return's credit note. */
export interface CreditedLine {
  orderItemId: string;
  quantity: number;
  discountSharePaise: number;
}

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** A return's credit note credits that return only (migration 0016, docs/decisions/121); null = the whole invoice. */
    returnId: uuid('return_id'),
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    /** The lines a return's note credits (migration 0020, docs/decisions/125-return-credit-notes-in-gstr1.md). */
    lines: jsonb('lines').$type<CreditedLine[]>(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_uq').on(t.number),
    uniqueIndex('credit_notes_order_uq')
      .on(t.orderId)
      .where(sql`${t.returnId} is null`),
    uniqueIndex('credit_notes_return_uq').on(t.returnId),
    index('credit_notes_issued_idx').on(t.issuedAt),
  ],
);

/** Consents with the privacy notice version shown (migration 0015, docs/decisions/110-personal-data.md). */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account; null for a consent given on the contact or grievance form (migration 0023). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['account', 'order', 'grievance', 'contact', 'whatsapp'] }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The message or grievance the consent was given with (docs/decisions/163-consent-on-open-forms.md). */
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('consents_user_created_idx').on(t.userId, t.createdAt),
    index('consents_contact_message_idx')
      .on(t.contactMessageId)
      .where(sql`${t.contactMessageId} is not null`),
    check('consents_purpose_ck', sql`${t.purpose} in ('account', 'order', 'grievance', 'contact', 'whatsapp')`),
    check('consents_subject_ck', sql`${t.userId} is not null or ${t.contactMessageId} is not null`),
  ],
);

/** Return requests (issue 18, migration 0016, docs/decisions/120-123): owned by the returns module. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who asked, as on the order (the list and the mails read these). */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status', {
      enum: [
        'requested',
        'rejected',
        'approved',
        'pickup_scheduled',
        'in_transit',
        'received',
        'refund_pending',
        'refunded',
        'exchanged',
      ],
    })
      .notNull()
      .default('requested'),
    reason: text('reason', {
      enum: ['wrong_item', 'damaged', 'not_as_described', 'late_delivery', 'defect_after_48h', 'exchange_size'],
    }).notNull(),
    description: text('description').notNull(),
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull(),
    /** What the credit note credits: the returned goods' value; more than the refund in an exchange; null: the refund (migration 0050). */
    creditedPaise: bigint('credited_paise', { mode: 'number' }),
    refundMethod: text('refund_method', { enum: ['razorpay', 'manual'] }).notNull(),
    /** An exchange: the variant wanted instead, its title and unit price as quoted, and the units (migration 0050). */
    exchangeVariantId: uuid('exchange_variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    exchangeTitle: text('exchange_title'),
    exchangeUnitPricePaise: bigint('exchange_unit_price_paise', { mode: 'number' }),
    exchangeQuantity: integer('exchange_quantity'),
    /** The order that ships the replacement, created when the exchange is accepted. */
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, { onDelete: 'set null' }),
    payoutDetails: jsonb('payout_details').$type<
      { method: 'upi'; upiId: string } | { method: 'bank'; accountName: string; accountNumber: string; ifsc: string }
    >(),
    payoutReference: text('payout_reference'),
    payoutPaidAt: timestamp('payout_paid_at', { withTimezone: true }),
    adminNote: text('admin_note'),
    pickupOrderId: text('pickup_order_id'),
    pickupShipmentId: text('pickup_shipment_id'),
    pickupAwb: text('pickup_awb'),
    pickupStatus: text('pickup_status'),
    providerRefundId: text('provider_refund_id'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    creditNoteNumber: text('credit_note_number'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** 15 business days after the return was received and verified (migration 0026, docs/decisions/178). */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    /** The shop was told once that the refund is overdue. */
    refundOverdueAlertedAt: timestamp('refund_overdue_alerted_at', { withTimezone: true }),
    /** Opened by the shop for the customer (after the window, with a note), not asked by the customer. */
    openedByAdmin: boolean('opened_by_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('return_requests_open_per_order_uq')
      .on(t.orderId)
      .where(sql`${t.status} not in ('rejected', 'refunded', 'exchanged')`),
    uniqueIndex('return_requests_pickup_shipment_uq').on(t.pickupShipmentId),
    check('return_requests_refund_ck', sql`${t.refundPaise} >= 0`),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    discountSharePaise: bigint('discount_share_paise', { mode: 'number' }).notNull().default(0),
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull(),
    damaged: boolean('damaged').notNull().default(false),
  },
  (t) => [
    index('return_items_return_idx').on(t.returnId),
    index('return_items_order_item_idx').on(t.orderItemId),
    check('return_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export const returnEvidence = pgTable(
  'return_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    kind: text('kind', { enum: ['photo', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [index('return_evidence_return_idx').on(t.returnId)],
);

export const returnEvents = pgTable(
  'return_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.at)],
);

/** Coupons and their uses (migration 0018, docs/decisions/135-coupons.md); owned by modules/coupons. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    percentOff: integer('percent_off'),
    amountOffPaise: bigint('amount_off_paise', { mode: 'number' }),
    maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }),
    minOrderPaise: bigint('min_order_paise', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(sql`upper(${t.code})`),
    check('coupons_kind_ck', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'coupons_value_ck',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100) or (${t.kind} = 'fixed' and ${t.amountOffPaise} > 0)`,
    ),
    check(
      'coupons_used_ck',
      sql`${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})`,
    ),
  ],
);

export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_usages_order_uq').on(t.orderId),
    index('coupon_usages_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

/** Reviews by verified buyers (migration 0017, docs/decisions/130-who-may-review.md): owned by the reviews module. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    helpfulCount: integer('helpful_count').notNull().default(0),
    verified: boolean('verified').notNull().default(true),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_product_visible_created_idx')
      .on(t.productId, t.createdAt.desc(), t.id)
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_created_idx').on(t.createdAt.desc()),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_photos_ck', sql`coalesce(array_length(${t.photos}, 1), 0) <= 3`),
  ],
);

/** "Helpful" votes, one per customer and review (migration 0017): owned by the reviews module. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'review_votes_pk', columns: [t.reviewId, t.userId] })],
);

/** A signed-in customer's wishlist (migration 0017, docs/decisions/132-wishlist-merge.md): owned by the wishlist module. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Seen out of stock since the last "back in stock" mail (docs/decisions/133-back-in-stock-once.md). */
    awaitingRestock: boolean('awaiting_restock').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'wishlist_items_pk', columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/**
 * "Notify me when back in stock" requests (migration 0031, docs/decisions/212-back-in-stock-requests.md): one
 * waiting row per product and (lower-cased) address; `notifiedAt` is set by the claim that queues its one mail.
 * Owned by modules/wishlist.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The signed-in shopper who asked, so "Download my data" and account deletion find the request. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The language of the page the request came from, or the account's (migration 0062, decision 233). */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
  },
  (t) => [
    check('stock_alerts_language_ck', sql`${t.language} in (${LANGUAGE_LIST})`),
    uniqueIndex('stock_alerts_waiting_uq')
      .on(t.productId, t.email)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_user_idx').on(t.userId),
    index('stock_alerts_email_idx').on(t.email),
  ],
);

/**
 * The person a customer nominates to exercise their rights on death or incapacity (DPDP Act s.14; migration 0029,
 * docs/decisions/190-nomination.md): one per account, erased with it. Owned by modules/privacy.
 */
export const nominations = pgTable(
  'nominations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    relationship: text('relationship').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('nominations_contact_ck', sql`"nominations"."email" is not null or "nominations"."phone" is not null`)],
);

export const schema = {
  users,
  categories,
  products,
  orders,
  orderItems,
  productSales,
  salesTotals,
  dailyOrderSales,
  hourlyOrderSales,
  orderSalesDeltas,
  dailyItemSales,
  hourlyItemSales,
  monthlyProductUnits,
  dailyProductsAdded,
  itemSalesDeltas,
  orderSearchTexts,
  lowStockVariants,
  payments,
  webhookEvents,
  shipments,
  emailOutbox,
  passwordResetTokens,
  contactMessages,
  auditLog,
  invoiceNumberSeq,
  grievanceTicketSeq,
  documentSerials,
  creditNotes,
  consents,
  grievanceEvents,
  returnRequests,
  returnItems,
  returnEvidence,
  returnEvents,
  coupons,
  couponUsages,
  reviews,
  reviewVotes,
  wishlistItems,
  nominations,
};

/**
 * What an erased account leaves for DPDP Rules 2025 r.8(3) (migration 0026, docs/decisions/175-retention-and-purge.md):
 * a copy kept one year from the last processing, read by no screen, deleted by the daily purge. Owned by modules/privacy.
 */
export const retainedPersonalData = pgTable(
  'retained_personal_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: uuid('subject_id').notNull(),
    legalBasis: text('legal_basis').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('retained_personal_data_until_idx').on(t.retainUntil)],
);

/** The breach register (DPDP Rules 2025 r.7; migration 0026, docs/decisions/177-breach-register.md); owned by modules/breaches. */
export const breachIncidents = pgTable('breach_incidents', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull().unique('breach_incidents_reference_uq'),
  title: text('title').notNull(),
  description: text('description').notNull(),
  dataAffected: text('data_affected').notNull(),
  consequences: text('consequences').notNull(),
  measures: text('measures').notNull(),
  shopperSteps: text('shopper_steps').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }),
  discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull(),
  affectsAll: boolean('affects_all').notNull().default(false),
  recordedBy: uuid('recorded_by'),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  notifiedCount: integer('notified_count').notNull().default(0),
  boardReportedAt: timestamp('board_reported_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const breachAffectedUsers = pgTable(
  'breach_affected_users',
  {
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => breachIncidents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'breach_affected_users_pk', columns: [t.incidentId, t.userId] })],
);

/**
 * Every word of the products' names and tags, once, for the closest-word lookup that corrects a typo in any
 * word of a search (migration 0045 fills it and a trigger on products keeps adding to it;
 * docs/decisions/235-search-spelling-correction.md).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);
