import { type ProductDeclarations, variantUnitSalePrices } from '@shop/shared/declarations';
import { gstRateForPrice } from '@shop/shared/gst-rates';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import { CATALOG_MESSAGES, type ProductOption, type ProductVariant } from '@shop/shared/schemas/catalog';
import {
  VARIANT_MESSAGES,
  variantTitle,
  type GstPriceRuleInput,
  type ProductOptionsInput,
  type ProductVariantsResponse,
  type VariantsBulkEdit,
} from '@shop/shared/schemas/variants';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { isUuid } from '../../lib/uuid';
import type { AuditActor } from '../audit';
import type { CatalogAdminContext } from './catalog.admin.context';
import {
  createVariantsRepository,
  type NewVariant,
  type OptionRecord,
  type VariantOwner,
  type VariantRecord,
  type VariantsRepository,
} from './catalog.variants.repository';

type GstRuleOf = Pick<VariantOwner, 'gstRatePercent' | 'gstThresholdPaise' | 'gstRateAbovePercent'>;

/**
 * A variant as the API shows it, with its own GST rate under the product's rule (decision 218) and the unit sale
 * price of its package, from its own net quantity or the product's (decision 270).
 */
export function toVariantDto(
  v: VariantRecord,
  owner: GstRuleOf,
  declarations: Pick<ProductDeclarations, 'netQuantity' | 'netQuantityUnit'>,
): ProductVariant {
  const rule = {
    ratePercent: owner.gstRatePercent,
    thresholdPaise: owner.gstThresholdPaise,
    rateAbovePercent: owner.gstRateAbovePercent,
  };
  return {
    _id: v.id,
    title: v.title,
    optionValues: v.optionValues,
    sku: v.sku,
    barcode: v.barcode,
    mrp: paiseToRupees(v.mrpPaise),
    sellingPrice: v.sellingPricePaise === null ? null : paiseToRupees(v.sellingPricePaise),
    stock: v.stock,
    weightGrams: v.weightGrams,
    images: v.images,
    active: v.active,
    isDefault: v.isDefault,
    gstRate: gstRateForPrice(rule, effectivePrice({ mrp: v.mrpPaise, sellingPrice: v.sellingPricePaise })),
    netQuantity: v.netQuantity,
    netQuantityUnit: v.netQuantityUnit,
    ...variantUnitSalePrices(v, declarations, v),
  };
}

export const toOptionDto = (o: OptionRecord): ProductOption => ({ name: o.name, values: o.values });

/** Every combination of the options' values, in the editor's order (first option slowest). */
function combinations(options: ProductOptionsInput['options']): string[][] {
  return options.reduce<string[][]>(
    (grid, option) => grid.flatMap((row) => option.values.map((v) => [...row, v])),
    [[]],
  );
}

/** "KUR-7KQ2M9XA" + ["M", "Maroon"] -> "KUR-7KQ2M9XA-M-MAROON". */
function generatedSku(productSku: string, values: readonly string[]): string {
  const parts = values.map((v) => v.replace(/[^A-Za-z0-9]+/g, '').toUpperCase() || 'X');
  return [productSku, ...parts].join('-').slice(0, 64);
}

export const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v.toLowerCase() === b[i]?.toLowerCase());

/** A new grid from the options: combinations that stay keep their variant (stock, SKU, prices); others go. */
export async function regenerateGrid(repo: VariantsRepository, owner: VariantOwner, input: ProductOptionsInput) {
  const names = input.options.map((o) => o.name);
  const existing = await repo.variants(owner.id);
  await repo.replaceOptions(owner.id, input.options);
  const grid = input.options.length === 0 ? [] : combinations(input.options);
  const kept = new Map<string, VariantRecord>();
  for (const values of grid) {
    const match = existing.find((v) => !v.isDefault && sameValues(v.optionValues, values));
    if (match) kept.set(match.id, match);
  }
  await repo.deleteVariants(existing.filter((v) => !kept.has(v.id)).map((v) => v.id));
  const fresh: NewVariant[] = [];
  for (const [position, values] of grid.entries()) {
    const match = [...kept.values()].find((v) => sameValues(v.optionValues, values));
    if (match) {
      await repo.updateVariant(match.id, { position, optionValues: values, title: variantTitle(names, values) });
      continue;
    }
    fresh.push({
      productId: owner.id,
      position,
      optionValues: values,
      title: variantTitle(names, values),
      sku: generatedSku(owner.sku, values),
      mrpPaise: owner.mrpPaise,
      sellingPricePaise: owner.sellingPricePaise,
      stock: 0,
      weightGrams: owner.weightGrams,
    });
  }
  if (grid.length === 0) {
    // Back to a product without options: one default variant again, with the product's own figures.
    fresh.push({
      productId: owner.id,
      sku: owner.sku,
      mrpPaise: owner.mrpPaise,
      sellingPricePaise: owner.sellingPricePaise,
      stock: 0,
      weightGrams: owner.weightGrams,
      isDefault: true,
    });
  }
  await repo.insertVariants(fresh);
}

function toChanges(
  row: VariantsBulkEdit['variants'][number],
  current: VariantRecord,
  declarations: Pick<ProductDeclarations, 'netQuantityUnit'>,
): Partial<NewVariant> {
  const mrpPaise = row.mrp === undefined ? current.mrpPaise : rupeesToPaise(row.mrp);
  const sellingPricePaise =
    row.sellingPrice === undefined
      ? current.sellingPricePaise
      : row.sellingPrice === null
        ? null
        : rupeesToPaise(row.sellingPrice);
  if (sellingPricePaise !== null && sellingPricePaise > mrpPaise) {
    throw new AppError('VALIDATION', `${current.title || current.sku}: ${VARIANT_MESSAGES.sellingAboveMrp}`, {
      field: 'sellingPrice',
      variantId: current.id,
    });
  }
  return {
    mrpPaise,
    sellingPricePaise,
    ...(row.sku === undefined ? {} : { sku: row.sku }),
    ...(row.barcode === undefined ? {} : { barcode: row.barcode }),
    ...(row.stock === undefined ? {} : { stock: row.stock }),
    ...(row.weightGrams === undefined ? {} : { weightGrams: row.weightGrams }),
    // A default variant is the product itself: it is never switched off on its own.
    ...(row.active === undefined || current.isDefault ? {} : { active: row.active }),
    ...(row.images === undefined ? {} : { images: row.images }),
    ...netQuantityChanges(row, current, declarations),
  };
}

/** Null clears the variant's own quantity (the product's applies); a number without a unit keeps the one in use. */
function netQuantityChanges(
  row: VariantsBulkEdit['variants'][number],
  current: VariantRecord,
  declarations: Pick<ProductDeclarations, 'netQuantityUnit'>,
): Partial<NewVariant> {
  if (row.netQuantity === null) return { netQuantity: null, netQuantityUnit: null };
  if (row.netQuantity === undefined)
    return row.netQuantityUnit && current.netQuantity !== null ? { netQuantityUnit: row.netQuantityUnit } : {};
  return {
    netQuantity: row.netQuantity,
    netQuantityUnit: row.netQuantityUnit ?? current.netQuantityUnit ?? declarations.netQuantityUnit,
  };
}

type BulkRow = VariantsBulkEdit['variants'][number];

/**
 * What the database would refuse, said per variant before writing: a SKU given twice in the edit or held by
 * another variant (of any product), and pictures that are not the product's own
 * (docs/decisions/225-variant-pictures-and-low-stock.md).
 */
async function checkBulkEdit(repo: VariantsRepository, owner: VariantOwner, rows: readonly BulkRow[]) {
  const seen = new Map<string, string>();
  for (const row of rows) {
    if (row.sku === undefined) continue;
    const key = row.sku.toLowerCase();
    if (seen.has(key) && seen.get(key) !== row.id.toLowerCase())
      throw new AppError('CONFLICT', VARIANT_MESSAGES.duplicateSku(row.sku), { field: 'sku', variantId: row.id });
    seen.set(key, row.id.toLowerCase());
  }
  const skus = rows.flatMap((r) => (r.sku === undefined ? [] : [r.sku]));
  for (const holder of await repo.holdersOfSkus(skus)) {
    // Two variants swapping SKUs in one edit are refused too: the merchant renames through a free SKU.
    const claimant = rows.find((r) => r.sku === holder.sku && r.id.toLowerCase() !== holder.id);
    if (claimant)
      throw new AppError('CONFLICT', VARIANT_MESSAGES.skuTaken(holder.sku), { field: 'sku', variantId: claimant.id });
  }
  const own = new Set(owner.images);
  const foreign = rows.find((r) => r.images?.some((url) => !own.has(url)));
  if (foreign)
    throw new AppError('VALIDATION', VARIANT_MESSAGES.imageNotOfProduct, { field: 'images', variantId: foreign.id });
}

/** The admin's options editor, bulk edit and GST rule (decisions 217 and 218). */
export function createVariantsAdmin(ctx: CatalogAdminContext) {
  const { db, audit, notifyChanged } = ctx;

  async function read(productId: string, tx: Db = db): Promise<ProductVariantsResponse> {
    const repo = createVariantsRepository(tx);
    const owner = isUuid(productId) ? await repo.lockOwner(productId) : null;
    if (!owner) throw notFound(CATALOG_MESSAGES.productNotFound);
    const [options, variants] = [await repo.options(productId), await repo.variants(productId)];
    const gstRule =
      owner.gstThresholdPaise === null || owner.gstRateAbovePercent === null
        ? null
        : { threshold: paiseToRupees(owner.gstThresholdPaise), rateAbove: owner.gstRateAbovePercent };
    return {
      options: options.map(toOptionDto),
      variants: variants.map((v) => toVariantDto(v, owner, owner.declarations)),
      gstRule,
    };
  }

  /** One transaction: the product locked first, the change, the headline figures, the audit entry. */
  async function write(
    actor: AuditActor,
    productId: string,
    action: string,
    change: (repo: VariantsRepository, owner: VariantOwner, tx: Db) => Promise<Record<string, unknown>>,
  ): Promise<ProductVariantsResponse> {
    if (!isUuid(productId)) throw notFound(CATALOG_MESSAGES.productNotFound);
    try {
      const result = await db.transaction(async (tx) => {
        const repo = createVariantsRepository(tx);
        const owner = await repo.lockOwner(productId);
        if (!owner) throw notFound(CATALOG_MESSAGES.productNotFound);
        const details = await change(repo, owner, tx);
        await repo.syncHeadline(productId);
        await audit.record(
          actor,
          { action, entityType: 'product', entityId: productId, details: { name: owner.name, ...details } },
          tx,
        );
        return read(productId, tx);
      });
      notifyChanged(productId);
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(VARIANT_MESSAGES.skuTaken('given'));
      throw error;
    }
  }

  return {
    getVariants: (productId: string) => read(productId),

    setOptions: (actor: AuditActor, productId: string, input: ProductOptionsInput) =>
      write(actor, productId, 'product.options', async (repo, owner) => {
        await regenerateGrid(repo, owner, input);
        return { options: input.options };
      }),

    bulkEdit: (actor: AuditActor, productId: string, input: VariantsBulkEdit) =>
      write(actor, productId, 'product.variants', async (repo, owner) => {
        await checkBulkEdit(repo, owner, input.variants);
        const current = new Map((await repo.variants(productId)).map((v) => [v.id, v]));
        for (const row of input.variants) {
          const variant = current.get(row.id.toLowerCase());
          if (!variant) throw new AppError('VALIDATION', VARIANT_MESSAGES.unknownVariant, { field: 'variants' });
          await repo.updateVariant(variant.id, toChanges(row, variant, owner.declarations));
        }
        return { variants: input.variants };
      }),

    setGstRule: (actor: AuditActor, productId: string, input: GstPriceRuleInput) =>
      write(actor, productId, 'product.gstRule', async (repo, _owner, tx) => {
        const threshold = input.threshold === null ? null : rupeesToPaise(input.threshold);
        const above = threshold === null ? null : input.rateAbove;
        if (threshold !== null) {
          if (above === null)
            throw new AppError('VALIDATION', 'Give the GST rate above the threshold', { field: 'rateAbove' });
          await ctx.checkGstRate(tx, { gstRate: above } as Parameters<CatalogAdminContext['checkGstRate']>[1]);
        }
        await repo.setGstRule(productId, threshold, above);
        return { threshold: input.threshold, rateAbove: above };
      }),
  };
}
