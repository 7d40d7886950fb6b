import { missingDeclarations, unitSalePrice } from '@shop/shared/declarations';
import { readDeclarations } from '@shop/shared/schemas/declarations';
import { paiseToRupees } from '@shop/shared/money';
import type { Category, Product } from '@shop/shared/schemas/catalog';
import type { CategoryRecord, ProductRecord } from './catalog.repository';

/** The API shape of a product (docs/product.md#data): rupees with 2 decimals, ids as `_id`. */
export function toProductDto(row: ProductRecord): Product {
  const declarations = readDeclarations(row.declarations);
  const atMrp = unitSalePrice(row.mrpPaise, declarations.netQuantity, declarations.netQuantityUnit);
  const atSellingPrice =
    row.sellingPricePaise === null
      ? null
      : unitSalePrice(row.sellingPricePaise, declarations.netQuantity, declarations.netQuantityUnit);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    mrp: paiseToRupees(row.mrpPaise),
    sellingPrice: row.sellingPricePaise === null ? null : paiseToRupees(row.sellingPricePaise),
    category: row.category,
    tags: row.tags,
    images: row.images,
    stock: row.stock,
    rating: row.rating,
    reviews: row.reviews,
    specialFeatures: row.specialFeatures,
    specifications: toStringMap(row.specifications),
    relatedProducts: row.relatedProductIds,
    sku: row.sku,
    gstRate: row.gstRatePercent,
    hsn: row.hsn,
    uqc: row.uqc,
    weightGrams: row.weightGrams,
    warrantyMonths: row.warrantyMonths,
    createdAt: row.createdAt.toISOString(),
    declarations,
    unitSalePrice: atMrp,
    unitSalePriceAtSellingPrice: atSellingPrice,
    missingDeclarations: missingDeclarations(declarations),
  };
}

export function toCategoryDto(row: CategoryRecord): Category {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    productCount: row.productCount,
    lowestPrice: row.lowestPricePaise === null ? null : paiseToRupees(Number(row.lowestPricePaise)),
  };
}

/** jsonb may hold numbers or booleans written by hand; the API promises text values. */
function toStringMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}
