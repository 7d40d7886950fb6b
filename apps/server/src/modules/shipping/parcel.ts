import { DEFAULT_PACKAGE, MIN_PACKAGE_WEIGHT_KG } from '@shop/shared/constants';
import { DEFAULT_PRODUCT_WEIGHT_GRAMS } from '@shop/shared/schemas/product-form';
import type { CatalogService } from '../catalog';

/** A line of an order or a cart: which product, how many. */
export interface ParcelLine {
  productId: string | null;
  quantity: number;
}

/**
 * The parcel's weight in kg as Shiprocket wants it (docs/decisions/064-parcel-weight.md): the sum of each line's
 * packed weight from the catalogue (a product deleted since counts as the default 500 g), rounded up to 10 g,
 * at least the smallest parcel the package form accepts.
 */
export async function parcelWeightKg(
  catalog: Pick<CatalogService, 'getProductsByIds'>,
  lines: readonly ParcelLine[],
): Promise<number> {
  const ids = lines.map((l) => l.productId).filter((id): id is string => id !== null);
  const products = await catalog.getProductsByIds(ids);
  const grams = new Map(products.map((p) => [p.id, p.weightGrams]));
  const gramsOf = (productId: string | null) =>
    (productId === null ? undefined : (grams.get(productId) ?? grams.get(productId.toLowerCase()))) ??
    DEFAULT_PRODUCT_WEIGHT_GRAMS;
  const total = lines.reduce((sum, line) => sum + gramsOf(line.productId) * line.quantity, 0);
  return Math.max(MIN_PACKAGE_WEIGHT_KG, Math.ceil(total / 10) / 100);
}

/** The box when the admin gave none: the package form's defaults (cm). */
export const DEFAULT_BOX_CM = {
  length: DEFAULT_PACKAGE.length,
  breadth: DEFAULT_PACKAGE.breadth,
  height: DEFAULT_PACKAGE.height,
} as const;
