import { randomInt } from 'node:crypto';
import { GST_RATES_PERCENT, gstRateProblem } from '@shop/shared/gst';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { AdminProductListQuery, AdminProductListResponse } from '@shop/shared/schemas/admin';
import { CATALOG_MESSAGES, type Product } from '@shop/shared/schemas/catalog';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_FORM_MESSAGES,
  productFormSchema,
  type ProductFormInput,
} from '@shop/shared/schemas/product-form';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditActor, AuditRecorder } from '../audit/audit.service';
import {
  createCatalogAdminRepository,
  type CatalogAdminRepository,
  type LockedProduct,
  type ProductWrite,
} from './catalog.admin.repository';
import { toProductDto } from './catalog.mapper';
import type { ProductFormUpload } from './product-form';
import { toProductWebp, type ImageStore } from './product-images';

export interface CatalogAdminServiceOptions {
  db: Db;
  images: ImageStore;
  audit: AuditRecorder;
  /** Called after a product was created, changed or deleted, for a catalogue cache to drop what it holds. */
  onProductsChanged?: (productIds: readonly string[]) => unknown;
  /**
   * The shop's GST rates (settings), read inside the save's transaction (`within`); a rate outside them is
   * refused with 422 unless the product already has it (docs/decisions/055-configurable-gst-rates.md).
   */
  gstRates?: (within: Db) => Promise<readonly number[]>;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SKU_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'Electronics' -> 'ELE-7KQ2M9XA': readable, and 32^8 combinations make a clash rare (it is still checked). */
function generateSku(categoryName: string): string {
  const prefix =
    categoryName
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'PRD';
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += SKU_ALPHABET[randomInt(SKU_ALPHABET.length)];
  return `${prefix}-${suffix}`;
}

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; PostgreSQL's code sits on it or on its cause.
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function parseForm(fields: Record<string, unknown>): ProductFormInput {
  const parsed = productFormSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid product form');
  return parsed.data;
}

/**
 * Product writes from the admin screens (docs/product.md#validation, #api): create and edit from the product form
 * with pictures, and soft delete. Every write and its audit entry commit in one transaction.
 */
export function createCatalogAdminService({
  db,
  images,
  audit,
  onProductsChanged,
  gstRates = async () => GST_RATES_PERCENT,
}: CatalogAdminServiceOptions) {
  /** 422 when the form chose a rate the shop does not offer (a product's own current rate is always kept). */
  async function checkGstRate(tx: Db, form: ProductFormInput, currentRatePercent?: number) {
    if (form.gstRate === undefined) return;
    const problem = gstRateProblem(form.gstRate, await gstRates(tx), currentRatePercent);
    if (problem) throw new AppError('VALIDATION', problem, { field: 'gstRate' });
  }

  const repo = createCatalogAdminRepository(db);

  function notifyChanged(id: string) {
    if (!onProductsChanged) return;
    try {
      void Promise.resolve(onProductsChanged([id])).catch(() => undefined);
    } catch {
      // A cache that cannot be told expires on its own; the write stands.
    }
  }

  /** Converts and stores the uploads one at a time (bounded memory and CPU); returns their public paths. */
  async function storeUploads(files: Buffer[]): Promise<string[]> {
    const webps: Buffer[] = [];
    // Every file is checked before any is stored, so a bad third file leaves nothing behind.
    for (const file of files) webps.push(await toProductWebp(file));
    const saved: string[] = [];
    try {
      for (const webp of webps) saved.push(await images.saveProductImage(webp));
    } catch (error) {
      await discard(saved);
      throw error;
    }
    return saved;
  }

  async function discard(paths: string[]) {
    await Promise.all(paths.map((p) => images.remove(p).catch(() => undefined)));
  }

  async function pickSku(
    txRepo: CatalogAdminRepository,
    form: ProductFormInput,
    categoryName: string,
    current?: LockedProduct,
  ) {
    if (!form.sku) {
      if (current) return current.sku;
      for (let attempt = 0; attempt < 5; attempt++) {
        const sku = generateSku(categoryName);
        if (!(await txRepo.isSkuTaken(sku))) return sku;
      }
      throw conflict('Could not generate a free SKU. Please enter one.');
    }
    if (form.sku !== current?.sku && (await txRepo.isSkuTaken(form.sku, current?.id))) {
      throw conflict(PRODUCT_FORM_MESSAGES.skuTaken(form.sku));
    }
    return form.sku;
  }

  function toWrite(
    form: ProductFormInput,
    category: { id: string; name: string },
    sku: string,
    pictures: string[],
  ): ProductWrite {
    return {
      name: form.name,
      description: form.description,
      mrpPaise: rupeesToPaise(form.mrp),
      sellingPricePaise: form.sellingPrice === null ? null : rupeesToPaise(form.sellingPrice),
      category,
      stock: form.stock,
      tags: form.tags,
      specialFeatures: form.specialFeatures,
      specifications: form.specifications,
      images: pictures,
      sku,
      gstRatePercent: form.gstRate,
      hsn: form.hsn,
      declarations: form.declarations,
      weightGrams: form.weightGrams,
      warrantyMonths: form.warrantyMonths,
    };
  }

  async function readBack(id: string): Promise<Product> {
    const row = await repo.findLive(id);
    if (!row) throw notFound(CATALOG_MESSAGES.productNotFound);
    return toProductDto(row);
  }

  /** A SKU taken by a concurrent save between our check and our write surfaces as a 409, not a 500. */
  function skuConflict(error: unknown, form: ProductFormInput): unknown {
    return isUniqueViolation(error) ? conflict(PRODUCT_FORM_MESSAGES.skuTaken(form.sku ?? 'this SKU')) : error;
  }

  return {
    async create(actor: AuditActor, upload: ProductFormUpload): Promise<Product> {
      const form = parseForm(upload.fields);
      if (upload.files.length > MAX_PRODUCT_IMAGES) throw badRequest(PRODUCT_FORM_MESSAGES.tooManyImages);
      const pictures = await storeUploads(upload.files);
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const txRepo = createCatalogAdminRepository(tx);
          await checkGstRate(tx, form);
          const category = await txRepo.ensureCategory(form.category);
          const sku = await pickSku(txRepo, form, category.name);
          const write = toWrite(form, category, sku, pictures);
          const newId = await txRepo.insert(write);
          await audit.record(
            actor,
            {
              action: 'product.create',
              entityType: 'product',
              entityId: newId,
              details: {
                name: write.name,
                sku,
                category: category.name,
                mrp: form.mrp,
                sellingPrice: form.sellingPrice,
                stock: form.stock,
                images: pictures.length,
              },
            },
            tx,
          );
          return newId;
        });
      } catch (error) {
        await discard(pictures);
        throw skuConflict(error, form);
      }
      notifyChanged(id);
      return readBack(id);
    },

    /**
     * The same form as create. `existingImages` lists the current pictures to keep, in their new order
     * (absent: keep them all); new uploads are added after them. Absent optional fields are emptied,
     * except the SKU, which is kept.
     */
    async update(actor: AuditActor, id: string, upload: ProductFormUpload): Promise<Product> {
      if (!UUID_RE.test(id)) throw notFound(CATALOG_MESSAGES.productNotFound);
      const form = parseForm(upload.fields);
      const before = await repo.findLive(id);
      if (!before) throw notFound(CATALOG_MESSAGES.productNotFound);
      const keptCount = form.existingImages?.length ?? before.images.length;
      if (keptCount + upload.files.length > MAX_PRODUCT_IMAGES) throw badRequest(PRODUCT_FORM_MESSAGES.tooManyImages);
      const added = await storeUploads(upload.files);
      try {
        await db.transaction(async (tx) => {
          const txRepo = createCatalogAdminRepository(tx);
          const current = await txRepo.lockLive(id);
          if (!current) throw notFound(CATALOG_MESSAGES.productNotFound);
          await checkGstRate(tx, form, current.gstRatePercent);
          const kept = form.existingImages ?? current.images;
          if (kept.some((path) => !current.images.includes(path))) throw badRequest(PRODUCT_FORM_MESSAGES.unknownImage);
          const pictures = [...kept, ...added];
          if (pictures.length > MAX_PRODUCT_IMAGES) throw badRequest(PRODUCT_FORM_MESSAGES.tooManyImages);
          const category = await txRepo.ensureCategory(form.category);
          const sku = await pickSku(txRepo, form, category.name, current);
          const write = toWrite(form, category, sku, pictures);
          if (!(await txRepo.update(id, write))) throw notFound(CATALOG_MESSAGES.productNotFound);
          await audit.record(
            actor,
            {
              action: 'product.update',
              entityType: 'product',
              entityId: id,
              details: { name: write.name, sku, changes: diff(current, write) },
            },
            tx,
          );
        });
      } catch (error) {
        await discard(added);
        throw skuConflict(error, form);
      }
      // Pictures dropped from the product stay on disk: order items may still show them as thumbnails.
      notifyChanged(id);
      return readBack(id);
    },

    /** Soft delete: orders that reference the product keep their items (and their snapshots). */
    async remove(actor: AuditActor, id: string): Promise<void> {
      if (!UUID_RE.test(id)) throw notFound(CATALOG_MESSAGES.productNotFound);
      await db.transaction(async (tx) => {
        const deleted = await createCatalogAdminRepository(tx).softDelete(id);
        if (!deleted) throw notFound(CATALOG_MESSAGES.productNotFound);
        await audit.record(
          actor,
          {
            action: 'product.delete',
            entityType: 'product',
            entityId: id,
            details: { name: deleted.name, sku: deleted.sku },
          },
          tx,
        );
      });
      notifyChanged(id);
    },

    async listForAdmin(query: AdminProductListQuery): Promise<AdminProductListResponse> {
      const { rows, total } = await repo.listForAdmin({
        search: query.search ? query.search.toLowerCase() : undefined,
        category: query.category ? query.category.toLowerCase() : undefined,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { products: rows.map(toProductDto), total, page: query.page, limit: query.limit };
    },

    /** Live products with stock under `threshold`, lowest stock first. */
    async listLowStock(threshold: number, limit: number): Promise<Product[]> {
      return (await repo.listLowStock(threshold, limit)).map(toProductDto);
    },
  };
}

/** What an edit changed, for the audit log: `{ field: { from, to } }`, money in rupees. */
function diff(before: LockedProduct, after: ProductWrite): Record<string, { from: unknown; to: unknown }> {
  const pairs: [string, unknown, unknown][] = [
    ['name', before.name, after.name],
    ['sku', before.sku, after.sku],
    ['category', before.categoryName, after.category.name],
    ['mrp', paiseToRupees(before.mrpPaise), paiseToRupees(after.mrpPaise)],
    [
      'sellingPrice',
      before.sellingPricePaise === null ? null : paiseToRupees(before.sellingPricePaise),
      after.sellingPricePaise === null ? null : paiseToRupees(after.sellingPricePaise),
    ],
    ['stock', before.stock, after.stock],
    ['gstRate', before.gstRatePercent, after.gstRatePercent ?? before.gstRatePercent],
    ['hsn', before.hsn, after.hsn ?? before.hsn],
    ['weightGrams', before.weightGrams, after.weightGrams ?? before.weightGrams],
    ['warrantyMonths', before.warrantyMonths, after.warrantyMonths === undefined ? before.warrantyMonths : after.warrantyMonths],
    ['images', before.images, after.images],
  ];
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, from, to] of pairs) {
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
