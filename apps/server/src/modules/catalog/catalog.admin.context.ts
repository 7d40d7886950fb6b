import { GST_RATES_PERCENT, gstRateProblem } from '@shop/shared/gst';
import { hsnTurnoverProblem } from '@shop/shared/gst-turnover';
import { CATALOG_MESSAGES, type Product } from '@shop/shared/schemas/catalog';
import type { ProductFormInput } from '@shop/shared/schemas/product-form';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { AuditRecorder } from '../audit';
import { createCatalogAdminRepository } from './catalog.admin.repository';
import { toAdminProductDto } from './catalog.mapper';
import { discardPictures, storeProductPictures, type ImageStore } from '../../lib/images/product-images';
import { productChangeNotifier, productsChangeNotifier } from './products-changed';

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
  /**
   * Whether the shop's aggregate turnover is above ₹5 crore (settings), read inside the save's transaction: then
   * a product needs a 6- or 8-digit HSN code (docs/decisions/182-turnover-above-5-crore.md).
   */
  turnoverAbove5Crore?: (within: Db) => Promise<boolean>;
}

/** What the admin's product writes share: collaborators, the repository, pictures, the GST check, the read-back. */
export function createCatalogAdminContext({
  db,
  images,
  audit,
  onProductsChanged,
  gstRates = async () => GST_RATES_PERCENT,
  turnoverAbove5Crore = async () => false,
}: CatalogAdminServiceOptions) {
  const repo = createCatalogAdminRepository(db);

  /** 422 when the form chose a rate the shop does not offer (a product's own current rate is always kept). */
  async function checkGstRate(tx: Db, form: ProductFormInput, currentRatePercent?: number) {
    if (form.gstRate === undefined) return;
    const problem = gstRateProblem(form.gstRate, await gstRates(tx), currentRatePercent);
    if (problem) throw new AppError('VALIDATION', problem, { field: 'gstRate' });
  }

  /** 422 on the HSN field when the product would be saved without the HSN digits its shop's turnover needs. */
  async function checkHsn(tx: Db, form: ProductFormInput, currentHsn?: string) {
    // Left out of the form, the product keeps its own code: that is the one checked.
    const problem = hsnTurnoverProblem(form.hsn ?? currentHsn, await turnoverAbove5Crore(tx));
    if (problem) throw new AppError('VALIDATION', problem, { field: 'hsn' });
  }

  async function readBack(id: string): Promise<Product> {
    const row = await repo.findLive(id);
    if (!row) throw notFound(CATALOG_MESSAGES.productNotFound);
    return toAdminProductDto(row);
  }

  return {
    db,
    audit,
    repo,
    notifyChanged: productChangeNotifier(onProductsChanged),
    notifyManyChanged: productsChangeNotifier(onProductsChanged),
    storeUploads: (files: readonly Buffer[]) => storeProductPictures(images, files),
    discard: (paths: readonly string[]) => discardPictures(images, paths),
    checkGstRate,
    checkHsn,
    readBack,
  };
}

export type CatalogAdminContext = ReturnType<typeof createCatalogAdminContext>;
