import { CATALOG_MESSAGES, type Product } from '@shop/shared/schemas/catalog';
import { MAX_PRODUCT_IMAGES, PRODUCT_FORM_MESSAGES } from '@shop/shared/schemas/product-form';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuditActor } from '../audit';
import type { CatalogAdminContext } from './catalog.admin.context';
import { createCatalogAdminRepository } from './catalog.admin.repository';
import type { ProductFormUpload } from '../../lib/product-form';
import { diff, parseForm, pickSku, skuConflict, toWrite } from './product-write';
import { createVariantsRepository } from './catalog.variants.repository';

/**
 * The form's "Category (Hindi)", when filled, names the category in Hindi (decision 258); blank leaves the
 * category's Hindi name as it is (the field is about the category, which other products share). Returns the
 * change for the audit entry, or nothing when there was none.
 */
async function nameCategoryInHindi(
  txRepo: ReturnType<typeof createCatalogAdminRepository>,
  categoryId: string,
  nameHi: string | null | undefined,
): Promise<{ categoryHi: { from: string | null; to: string } } | undefined> {
  if (!nameHi) return undefined;
  const from = await txRepo.setCategoryHindi(categoryId, nameHi);
  return from === nameHi ? undefined : { categoryHi: { from, to: nameHi } };
}

/** Create and edit from the product form with pictures; each write and its audit entry commit together. */
export function createProductSaves(ctx: CatalogAdminContext) {
  const { db, audit, repo, notifyChanged, storeUploads, discard, checkGstRate, checkHsn, readBack } = ctx;

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
          await checkHsn(tx, form);
          const category = await txRepo.ensureCategory(form.category);
          const categoryHi = await nameCategoryInHindi(txRepo, category.id, form.categoryHi);
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
                ...(write.nameHi ? { nameHi: write.nameHi } : {}),
                ...categoryHi,
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
      if (!isUuid(id)) throw notFound(CATALOG_MESSAGES.productNotFound);
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
          await checkHsn(tx, form, current.hsn);
          const kept = form.existingImages ?? current.images;
          if (kept.some((path) => !current.images.includes(path))) throw badRequest(PRODUCT_FORM_MESSAGES.unknownImage);
          const pictures = [...kept, ...added];
          if (pictures.length > MAX_PRODUCT_IMAGES) throw badRequest(PRODUCT_FORM_MESSAGES.tooManyImages);
          const category = await txRepo.ensureCategory(form.category);
          const categoryHi = await nameCategoryInHindi(txRepo, category.id, form.categoryHi);
          const sku = await pickSku(txRepo, form, category.name, current);
          const write = toWrite(form, category, sku, pictures);
          // With options, the stock is its variants' (decision 217): the form's figure would overwrite their sum.
          if ((await createVariantsRepository(tx).options(id)).length > 0) write.stock = current.stock;
          if (!(await txRepo.update(id, write))) throw notFound(CATALOG_MESSAGES.productNotFound);
          await audit.record(
            actor,
            {
              action: 'product.update',
              entityType: 'product',
              entityId: id,
              details: { name: write.name, sku, changes: { ...diff(current, write), ...categoryHi } },
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
  };
}
