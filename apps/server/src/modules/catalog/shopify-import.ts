import { DEFAULT_GST_RATE_PERCENT } from '@shop/shared/gst';
import type { ProductImportReport } from '@shop/shared/schemas/product-import';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { AuditActor } from '../audit';
import type { CatalogAdminContext } from './catalog.admin.context';
import { createCatalogAdminRepository } from './catalog.admin.repository';
import { createVariantsRepository, type VariantOwner } from './catalog.variants.repository';
import { regenerateGrid, sameValues } from './catalog.variants';
import { readShopifyCsv, type CsvProduct, type CsvVariant, type ImportIssue } from './shopify-csv';
import { createShopifyImportRepository } from './shopify-import.repository';

/*
 * Shopify product CSV import (docs/decisions/224-shopify-product-csv.md): the file is read and checked first;
 * a product whose Variant SKUs the shop already has is updated, any other is created. A real import writes
 * every product in one transaction or none.
 */

interface Planned {
  csv: CsvProduct;
  existingId: string | null;
  tax: { gstRatePercent: number; hsn: string } | null;
}

const sellingOf = (v: CsvVariant) => (v.pricePaise < v.mrpPaise ? v.pricePaise : null);
const skuPart = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toUpperCase() || 'X';
const parentSku = (p: CsvProduct) => skuPart(p.handle).slice(0, 64);
/** A variant without a Variant SKU gets the handle and its values, as the options editor names new variants. */
const variantSku = (p: CsvProduct, v: CsvVariant) =>
  v.sku ?? [parentSku(p), ...v.values.map(skuPart)].join('-').slice(0, 64);

const error = (line: number, column: string | null, message: string): ImportIssue => ({
  line,
  column,
  message,
  level: 'error',
});
const note = (line: number, column: string | null, message: string): ImportIssue => ({
  line,
  column,
  message,
  level: 'note',
});

/** Which products exist (by their SKUs), what new ones take for GST and HSN, and what the file cannot do. */
async function plan(db: Db, products: CsvProduct[], issues: ImportIssue[]): Promise<Planned[]> {
  const repo = createShopifyImportRepository(db);
  const skus = products.flatMap((p) => p.variants.map((v) => variantSku(p, v)));
  const owners = new Map((await repo.skuOwners(skus)).map((o) => [o.sku, o]));
  const parentsTaken = await repo.productSkusTaken(products.map(parentSku));
  const planned: Planned[] = [];
  for (const csv of products) {
    const held = csv.variants.flatMap((v) => {
      const owner = owners.get(variantSku(csv, v));
      return owner ? [{ v, owner }] : [];
    });
    const deleted = held.find((h) => h.owner.deleted);
    if (deleted)
      issues.push(error(deleted.v.line, 'Variant SKU', `SKU ${deleted.owner.sku} belongs to a deleted product`));
    const ids = new Set(held.map((h) => h.owner.productId));
    if (ids.size > 1)
      issues.push(error(csv.line, 'Variant SKU', `The SKUs of ${csv.handle} belong to different products of the shop`));
    const existingId = ids.size === 1 ? [...ids][0]! : null;
    if (!existingId && csv.optionNames.length > 0 && parentsTaken.has(parentSku(csv)))
      issues.push(
        error(csv.line, 'Handle', `Another product has the SKU ${parentSku(csv)}: give this product another Handle`),
      );
    const tax = existingId ? null : await taxDefaults(repo, csv, issues);
    for (const image of csv.images) {
      if (!existingId || !image.src.startsWith('/'))
        issues.push(note(image.line, 'Image Src', 'Pictures are not downloaded: upload them in the product form'));
    }
    planned.push({ csv, existingId, tax });
  }
  return planned;
}

async function taxDefaults(
  repo: ReturnType<typeof createShopifyImportRepository>,
  csv: CsvProduct,
  issues: ImportIssue[],
): Promise<{ gstRatePercent: number; hsn: string }> {
  const found = await repo.categoryTaxDefaults(csv.category);
  if (found) {
    const hsn = found.hsn ? ` and HSN ${found.hsn}` : ' (no HSN code)';
    issues.push(
      note(csv.line, 'Type', `GST ${found.gstRatePercent}%${hsn} taken from the shop's other ${csv.category} products`),
    );
    return found;
  }
  issues.push(
    note(
      csv.line,
      'Type',
      `${csv.category} is a new category: GST ${DEFAULT_GST_RATE_PERCENT}% and no HSN code; check both in the product form`,
    ),
  );
  return { gstRatePercent: DEFAULT_GST_RATE_PERCENT, hsn: '' };
}

function optionsOf(csv: CsvProduct) {
  return csv.optionNames.map((name, i) => ({
    name,
    values: [...new Map(csv.variants.map((v) => [v.values[i]!.toLowerCase(), v.values[i]!])).values()],
  }));
}

async function writeVariants(db: Db, owner: VariantOwner, csv: CsvProduct) {
  const repo = createVariantsRepository(db);
  const options = optionsOf(csv);
  const current = await repo.options(owner.id);
  const same =
    current.length === options.length &&
    current.every((o, i) => o.name === options[i]!.name && sameValues(o.values, options[i]!.values));
  if (!same) await regenerateGrid(repo, owner, { options });
  for (const variant of await repo.variants(owner.id)) {
    const row = csv.variants.find((v) => sameValues(v.values, variant.optionValues));
    // A combination the file leaves out is not sold (Shopify files list only the variants that exist).
    if (!row) {
      if (variant.active) await repo.updateVariant(variant.id, { active: false });
      continue;
    }
    const image = row.image && owner.images.includes(row.image) ? [row.image] : variant.images;
    await repo.updateVariant(variant.id, {
      sku: variantSku(csv, row),
      barcode: row.barcode,
      mrpPaise: row.mrpPaise,
      sellingPricePaise: sellingOf(row),
      stock: row.stock,
      weightGrams: row.grams ?? variant.weightGrams,
      active: true,
      images: image,
    });
  }
}

/** One product of the file: created or updated, its options and variants, its headline figures. */
async function writeProduct(tx: Db, { csv, existingId, tax }: Planned): Promise<string> {
  const admin = createCatalogAdminRepository(tx);
  const variants = createVariantsRepository(tx);
  const category = await admin.ensureCategory(csv.category);
  const first = csv.variants[0]!;
  const optionless = csv.optionNames.length === 0;
  const id =
    existingId ??
    (await admin.insert({
      name: csv.title,
      description: csv.description,
      mrpPaise: first.mrpPaise,
      sellingPricePaise: sellingOf(first),
      category,
      stock: optionless ? first.stock : 0,
      tags: csv.tags,
      specialFeatures: [],
      specifications: {},
      images: [],
      sku: optionless ? variantSku(csv, first) : parentSku(csv),
      gstRatePercent: tax?.gstRatePercent,
      hsn: tax?.hsn,
      weightGrams: first.grams ?? undefined,
    }));
  const owner = await variants.lockOwner(id);
  if (!owner) throw new AppError('VALIDATION', `${csv.handle}: the product is no longer in the shop`);
  const imports = createShopifyImportRepository(tx);
  if (existingId)
    await imports.updateDescriptive(id, { name: csv.title, description: csv.description, tags: csv.tags, category });
  if (optionless) {
    if ((await variants.options(id)).length > 0) await regenerateGrid(variants, owner, { options: [] });
    await imports.updateDefaultFigures(id, {
      sku: variantSku(csv, first),
      mrpPaise: first.mrpPaise,
      sellingPricePaise: sellingOf(first),
      stock: first.stock,
      weightGrams: first.grams ?? owner.weightGrams,
    });
  } else {
    await writeVariants(tx, owner, csv);
  }
  await variants.syncHeadline(id);
  return id;
}

const report = (
  dryRun: boolean,
  imported: boolean,
  planned: Planned[],
  issues: ImportIssue[],
): ProductImportReport => ({
  dryRun,
  imported,
  products: planned.map(({ csv, existingId }) => ({
    handle: csv.handle,
    title: csv.title,
    line: csv.line,
    action: existingId ? 'update' : 'create',
    variants: csv.variants.length,
  })),
  issues: [...issues].sort((a, b) => a.line - b.line),
});

const refusal = (r: ProductImportReport) => {
  const first = r.issues.find((i) => i.level === 'error')!;
  return new AppError('VALIDATION', `Nothing was imported. Line ${first.line}: ${first.message}`, { ...r });
};

export function createShopifyImport(ctx: CatalogAdminContext) {
  return {
    /** Dry run: the report only. Real import: every product or none (422 naming the first bad line). */
    async importCsv(actor: AuditActor, text: string, dryRun: boolean): Promise<ProductImportReport> {
      const { products, issues } = readShopifyCsv(text);
      const hasErrors = () => issues.some((i) => i.level === 'error');
      if (dryRun) {
        const planned = hasErrors() ? [] : await plan(ctx.db, products, issues);
        return report(true, false, planned, issues);
      }
      if (hasErrors()) throw refusal(report(false, false, [], issues));
      let planned: Planned[] = [];
      const written: string[] = [];
      try {
        planned = await ctx.db.transaction(async (tx) => {
          const steps = await plan(tx, products, issues);
          if (hasErrors()) throw refusal(report(false, false, steps, issues));
          for (const step of steps) written.push(await writeProduct(tx, step));
          const created = steps.filter((s) => !s.existingId).length;
          await ctx.audit.record(
            actor,
            {
              action: 'product.import',
              entityType: 'product',
              entityId: null,
              details: {
                created,
                updated: steps.length - created,
                variants: products.reduce((n, p) => n + p.variants.length, 0),
              },
            },
            tx,
          );
          return steps;
        });
      } catch (e) {
        if (isUniqueViolation(e))
          throw conflict('Nothing was imported: a SKU of the file is already used by another product');
        throw e;
      }
      for (const id of written) ctx.notifyChanged(id);
      return report(false, true, planned, issues);
    },
  };
}
