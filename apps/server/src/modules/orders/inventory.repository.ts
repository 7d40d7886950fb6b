import { sql, type SQL } from 'drizzle-orm';
import { effectivePrice } from '@shop/shared/pricing';
import { gstRateForPrice, type GstPriceRule } from '@shop/shared/gst-rates';
import { queryRows, type Db } from '../../db/client';
import { queryRowsPrepared } from '../../db/prepared-statements';
import { isUuid } from '../../lib/uuid';

/*
 * Stock SQL lives in the orders module, not behind the catalogue service: taking stock must happen inside
 * the order's own transaction (docs/decisions/005-stock-taken-atomically.md). Stock is per variant
 * (docs/decisions/217-product-variants.md); the product row's `stock` is their sum, kept by a trigger of
 * migration 0033. Lock order, everywhere: the product rows (by id), then their variants. Callers pass the
 * transaction as `db`.
 */

/** One order line as asked for: a product, and its variant when the shopper chose one. */
interface WantedLine {
  productId: string;
  /** Null: the product's default variant (a product without options). */
  variantId: string | null;
  quantity: number;
}

/** What an order line snapshots from the catalogue rows the reservation locked. */
export interface ReservedLine {
  productId: string;
  variantId: string;
  /** "Size M / Maroon"; '' for a default variant. */
  variantTitle: string;
  /** The product's default variant: the one a line naming no variant means. */
  defaultVariant: boolean;
  name: string;
  sku: string;
  mrpPaise: number;
  sellingPricePaise: number | null;
  image: string | null;
  hsn: string;
  uqc: string;
  /** The product's GST rule; the line's rate follows from it and the price per piece (decision 218). */
  gstRule: GstPriceRule;
  gstRatePercent: number;
  categoryId: string;
  quantity: number;
  /** The variant's stock after this order took its units: 0 means the order emptied it. */
  stockLeft: number;
}

export type StockShortage =
  | { kind: 'unknown' }
  | { kind: 'deleted'; name: string }
  | { kind: 'needs-variant'; name: string; optionNames: string[] }
  | { kind: 'unknown-variant'; name: string }
  | { kind: 'inactive-variant'; name: string; variantTitle: string }
  | {
      kind: 'short';
      name: string;
      variantTitle: string;
      available: number;
      variantId: string;
      defaultVariant: boolean;
    };

type Reservation = { ok: true; lines: ReservedLine[] } | { ok: false; productId: string; shortage: StockShortage };

interface ProductRow {
  id: string;
  name: string;
  image: string | null;
  hsn: string;
  uqc: string;
  gst_rate_percent: number;
  gst_threshold_paise: number | null;
  gst_rate_above_percent: number | null;
  category_id: string;
  deleted: boolean;
  option_names: string[] | null;
}

interface VariantRow {
  id: string;
  product_id: string;
  title: string;
  sku: string;
  mrp_paise: number;
  selling_price_paise: number | null;
  stock: number;
  image: string | null;
  active: boolean;
  is_default: boolean;
}

/**
 * An array of one parameter per value (`array[$1::uuid, $2::uuid]`), not one array parameter: the planner then
 * knows how many rows the statement names, so a named statement's generic plan is costed like a custom one and
 * PostgreSQL keeps it, instead of planning the statement again on every order as it does for an array whose length
 * it cannot see (docs/decisions/295-checkout-plans-kept.md). Each count of values is its own statement text.
 */
function arrayOf(values: readonly (string | number)[], type: 'uuid' | 'int'): SQL {
  if (values.length === 0) return sql.raw(`'{}'::${type}[]`);
  return sql`array[${sql.join(
    values.map((value) => sql`${value}::${sql.raw(type)}`),
    sql`, `,
  )}]`;
}

function checkedIds(ids: readonly string[]): SQL {
  // The request schema guarantees it; the statement compares them as uuids.
  if (!ids.every(isUuid)) throw new Error('invalid ids');
  return arrayOf([...new Set(ids)].sort(), 'uuid');
}

/**
 * A product's fields as an order line copies them (a ProductRow), read unlocked to price the order and again under
 * the lock to take its stock: `takeStock` compares the two, so both statements read them from this one list.
 */
const PRODUCT_FIELDS = sql.raw(`p.id, p.name, p.images[1] as image, p.hsn, p.uqc,
       p.gst_rate_percent::float8 as gst_rate_percent, p.gst_threshold_paise,
       p.gst_rate_above_percent::float8 as gst_rate_above_percent, p.category_id, p.deleted_at is not null as deleted,
       (select array_agg(o.name order by o.position) from product_options o where o.product_id = p.id) as option_names`);

/**
 * Locks the products in id order (the first half of the lock order above). `no key update`, the lock the stock
 * trigger's own update of the product row takes: it does not wait for the key-share locks an order's lines took on
 * the same products when they were inserted (decision 286), which `for update` would, deadlocking two orders.
 */
async function lockProducts(db: Db, productIds: readonly string[]): Promise<ProductRow[]> {
  return queryRowsPrepared<ProductRow>(
    db,
    sql`select ${PRODUCT_FIELDS}
          from products p
         where p.id = any(${checkedIds(productIds)})
         order by p.id
           for no key update of p`,
  );
}

/**
 * The products and their variants as they are now, in one statement and without a lock: the order's lines are
 * resolved and priced from this, and `takeStock` checks it against the locked rows at the end (decision 286).
 */
async function readCatalogue(
  db: Db,
  productIds: readonly string[],
): Promise<{ products: ProductRow[]; variants: VariantRow[] }> {
  const rows = await queryRowsPrepared<ProductRow & { variants: VariantRow[] | null }>(
    db,
    sql`with p as materialized (
          select ${PRODUCT_FIELDS}
            from products p
           where p.id = any(${checkedIds(productIds)}))
        select p.*,
               (select json_agg(json_build_object('id', v.id, 'product_id', v.product_id, 'title', v.title,
                         'sku', v.sku, 'mrp_paise', v.mrp_paise, 'selling_price_paise', v.selling_price_paise,
                         'stock', v.stock, 'image', v.images[1], 'active', v.active, 'is_default', v.is_default))
                  from product_variants v where v.product_id = p.id) as variants
          from p`,
  );
  const products: ProductRow[] = [];
  const variants: VariantRow[] = [];
  for (const row of rows) {
    const { variants: own, ...product } = row;
    products.push(product);
    variants.push(...(own ?? []));
  }
  return { products, variants };
}

/** Which variant a line means, or why it means none. */
function resolveVariant(
  line: WantedLine,
  product: ProductRow | undefined,
  variants: readonly VariantRow[],
): VariantRow | StockShortage {
  if (!product) return { kind: 'unknown' };
  if (product.deleted) return { kind: 'deleted', name: product.name };
  const own = variants.filter((v) => v.product_id === product.id);
  const variant = line.variantId ? own.find((v) => v.id === line.variantId) : own.find((v) => v.is_default);
  if (!variant) {
    return line.variantId || !product.option_names?.length
      ? { kind: 'unknown-variant', name: product.name }
      : { kind: 'needs-variant', name: product.name, optionNames: product.option_names };
  }
  if (!variant.active) return { kind: 'inactive-variant', name: product.name, variantTitle: variant.title };
  return variant;
}

function toReservedLine(product: ProductRow, variant: VariantRow, quantity: number, stockLeft: number): ReservedLine {
  const gstRule: GstPriceRule = {
    ratePercent: product.gst_rate_percent,
    thresholdPaise: product.gst_threshold_paise,
    rateAbovePercent: product.gst_rate_above_percent,
  };
  const unitPrice = effectivePrice({ mrp: variant.mrp_paise, sellingPrice: variant.selling_price_paise });
  return {
    productId: product.id,
    variantId: variant.id,
    variantTitle: variant.title,
    defaultVariant: variant.is_default,
    name: product.name,
    sku: variant.sku,
    mrpPaise: variant.mrp_paise,
    sellingPricePaise: variant.selling_price_paise,
    image: variant.image ?? product.image,
    hsn: product.hsn,
    uqc: product.uqc,
    gstRule,
    gstRatePercent: gstRateForPrice(gstRule, unitPrice),
    categoryId: product.category_id,
    quantity,
    stockLeft,
  };
}

/** A refusal naming the line that is short and what is left of it. */
function shortOf(e: { product: ProductRow; variant: VariantRow; quantity: number }): Reservation {
  return {
    ok: false,
    productId: e.product.id,
    shortage: {
      kind: 'short',
      name: e.product.name,
      variantTitle: e.variant.title,
      available: Math.max(0, e.variant.stock),
      variantId: e.variant.id,
      defaultVariant: e.variant.is_default,
    },
  };
}

/** Everything an order line snapshots, but the stock: equal means the line was priced from the rows as they are. */
function samePricedLine(a: ReservedLine, b: ReservedLine): boolean {
  const { stockLeft: _a, gstRule: ruleA, ...restA } = a;
  const { stockLeft: _b, gstRule: ruleB, ...restB } = b;
  return (
    JSON.stringify(restA) === JSON.stringify(restB) &&
    ruleA.ratePercent === ruleB.ratePercent &&
    ruleA.thresholdPaise === ruleB.thresholdPaise &&
    ruleA.rateAbovePercent === ruleB.rateAbovePercent
  );
}

async function variantsById(db: Db, ids: readonly string[]): Promise<VariantRow[]> {
  return queryRowsPrepared<VariantRow>(
    db,
    sql`select v.id, v.product_id, v.title, v.sku, v.mrp_paise, v.selling_price_paise, v.stock, v.images[1] as image,
               v.active, v.is_default
          from product_variants v
         where v.id = any(${checkedIds(ids)})`,
  );
}

/** A variant offered in exchange for a returned line: its title, price per piece and stock now. */
export interface ExchangeVariant {
  id: string;
  productId: string;
  productName: string;
  title: string;
  unitPricePaise: number;
  stock: number;
  sellable: boolean;
}

/** One variant of a product as an exchange would ship it, with its stock now. */
async function readExchangeVariant(db: Db, productId: string, variantId: string): Promise<ExchangeVariant | null> {
  if (!isUuid(productId) || !isUuid(variantId)) return null;
  const [row] = await queryRows<{
    id: string;
    name: string;
    title: string;
    mrp_paise: number;
    selling_price_paise: number | null;
    stock: number;
    sellable: boolean;
  }>(
    db,
    sql`select v.id, p.name, v.title, v.mrp_paise, v.selling_price_paise, v.stock,
               (v.active and p.deleted_at is null) as sellable
          from product_variants v join products p on p.id = v.product_id
         where v.id = ${variantId}::uuid and v.product_id = ${productId}::uuid`,
  );
  if (!row) return null;
  return {
    id: row.id,
    productId,
    productName: row.name,
    title: row.title,
    unitPricePaise: effectivePrice({
      mrp: Number(row.mrp_paise),
      sellingPrice: row.selling_price_paise === null ? null : Number(row.selling_price_paise),
    }),
    stock: Number(row.stock),
    sellable: row.sellable,
  };
}

export function createInventoryRepository(db: Db) {
  return {
    /** One variant of a product as an exchange would ship it (not locked: the exchange's acceptance takes it). */
    exchangeVariant: (productId: string, variantId: string) => readExchangeVariant(db, productId, variantId),

    /**
     * An order's lines as the catalogue has them now, without a lock: which variant each line means, its price,
     * and a refusal when it cannot be sold (a deleted product, a variant to choose, too little stock). Nothing is
     * taken: `takeStock` does that as the transaction's last step. Two lines naming the same variant (once by id,
     * once as the default) are merged into one line.
     */
    async priceLines(lines: readonly WantedLine[]): Promise<Reservation> {
      if (!lines.every((l) => Number.isSafeInteger(l.quantity))) throw new Error('invalid order lines');
      const { products: productRows, variants } = await readCatalogue(
        db,
        lines.map((l) => l.productId),
      );
      const products = new Map(productRows.map((p) => [p.id, p]));
      const wanted = new Map<string, { product: ProductRow; variant: VariantRow; quantity: number }>();
      for (const line of lines) {
        const product = products.get(line.productId);
        const resolved = resolveVariant(line, product, variants);
        if (!product || 'kind' in resolved) {
          return {
            ok: false,
            productId: line.productId,
            shortage: 'kind' in resolved ? resolved : { kind: 'unknown' },
          };
        }
        const earlier = wanted.get(resolved.id);
        wanted.set(resolved.id, { product, variant: resolved, quantity: (earlier?.quantity ?? 0) + line.quantity });
      }
      const entries = [...wanted.values()];
      // Sold out already: refused without waiting for the lock of an order that is taking the last units.
      const short = entries.find((e) => e.variant.stock < e.quantity);
      if (short) return shortOf(short);
      return {
        ok: true,
        lines: entries.map((e) => toReservedLine(e.product, e.variant, e.quantity, e.variant.stock - e.quantity)),
      };
    },

    /**
     * Takes the units of lines `priceLines` gave, as the transaction's last step, so an order holds a product's
     * row lock only from here to its commit (decision 286). The products are locked first, in id order, so two
     * orders sharing products cannot deadlock; then one statement takes each variant's units with a
     * `stock >= quantity` guard re-checked against the newest row version, so no unit is sold twice whatever the
     * isolation level. `changed`: a product or variant is not as the lines were priced (a price edited, a
     * product deleted meanwhile); the caller rolls back and prices the order again. Not ok: too little stock
     * now; the caller must roll back (some units may already be taken).
     */
    async takeStock(priced: readonly ReservedLine[]): Promise<Reservation | { ok: 'changed' }> {
      const variantIds = arrayOf(
        priced.map((l) => l.variantId),
        'uuid',
      );
      const quantities = arrayOf(
        priced.map((l) => l.quantity),
        'int',
      );
      const rows = await queryRowsPrepared<ProductRow & { taken: VariantRow[] | null }>(
        db,
        sql`with locked as materialized (
              select ${PRODUCT_FIELDS}
                from products p
               where p.id = any(${checkedIds(priced.map((l) => l.productId))})
               order by p.id
                 for no key update of p),
            taken as (
              update product_variants v
                 set stock = v.stock - w.quantity, updated_at = now()
                from unnest(${variantIds}, ${quantities}) as w(id, quantity)
               where v.id = w.id and v.active and v.stock >= w.quantity
                 -- A condition on no row: evaluated once, before any unit is taken, and it reads every product
                 -- row, so all of them are locked first, in id order (decision 290).
                 and (select count(*) from locked) > 0
              returning v.id, v.product_id, v.title, v.sku, v.mrp_paise, v.selling_price_paise, v.stock,
                        v.images[1] as image, v.active, v.is_default)
            select l.*, (select json_agg(t) from taken t where t.product_id = l.id) as taken
              from locked l
             order by l.id`,
      );
      const locked = new Map<string, ProductRow>();
      const now = new Map<string, VariantRow>();
      for (const { taken, ...product } of rows) {
        locked.set(product.id, product);
        for (const variant of taken ?? []) now.set(variant.id, variant);
      }
      const lines: ReservedLine[] = [];
      for (const line of priced) {
        const product = locked.get(line.productId);
        const variant = now.get(line.variantId);
        if (!product || product.deleted) return { ok: 'changed' };
        if (!variant) {
          // Not taken: too little stock now, or the variant changed (made inactive); the lines say which.
          const [current] = await variantsById(db, [line.variantId]);
          if (current?.active) return shortOf({ product, variant: current, quantity: line.quantity });
          return { ok: 'changed' };
        }
        const fresh = toReservedLine(product, variant, line.quantity, Number(variant.stock));
        if (!samePricedLine(fresh, line)) return { ok: 'changed' };
        lines.push(fresh);
      }
      return { ok: true, lines };
    },

    /**
     * Prices and takes lines at once (an exchange's replacement line, whose transaction holds nothing else).
     * Null: the catalogue changed between the two; units may have been taken, so the caller must roll back.
     */
    async reserveAll(lines: readonly WantedLine[]): Promise<Reservation | null> {
      const priced = await this.priceLines(lines);
      if (!priced.ok) return priced;
      const taken = await this.takeStock(priced.lines);
      return taken.ok === 'changed' ? null : taken;
    },

    /**
     * Gives units back: the one place the order path raises stock (cancellation, unpaid-order expiry,
     * returns). A line keeps its variant; a line whose variant is gone goes back to the product's default
     * variant when it has one. A soft-deleted product gets its units back too (restoring it restores its
     * stock); a hard-deleted one (product id null on the order line) has nothing to return to. Products are
     * locked first, in id order, as `reserveAll` does.
     */
    async release(
      lines: readonly { productId: string | null; variantId?: string | null; quantity: number }[],
    ): Promise<void> {
      const known = lines.filter(
        (l): l is { productId: string; variantId?: string | null; quantity: number } => l.productId !== null,
      );
      if (known.length === 0) return;
      await lockProducts(
        db,
        known.map((l) => l.productId),
      );
      const sorted = [...known].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
      for (const line of sorted) {
        const variantId = line.variantId && isUuid(line.variantId) ? line.variantId : null;
        await db.execute(
          sql`update product_variants v
                 set stock = v.stock + ${line.quantity}, updated_at = now()
               where v.id = (select x.id from product_variants x
                              where x.product_id = ${line.productId}
                                and (x.id = ${variantId}::uuid or (${variantId}::uuid is null and x.is_default))
                              limit 1)`,
        );
      }
    },
  };
}
