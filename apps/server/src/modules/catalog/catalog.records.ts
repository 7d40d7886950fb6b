import type { OptionFilter, ProductSort } from '@shop/shared/schemas/catalog';
import type { Db } from '../../db/client';

/** A live product with its category name, as the storefront reads it (money in paise). */
export interface ProductRecord {
  id: string;
  name: string;
  description: string;
  mrpPaise: number;
  sellingPricePaise: number | null;
  categoryId: string;
  category: string;
  /** The merchant's Hindi name, description and category name (decision 258); null where none was entered. */
  nameHi: string | null;
  descriptionHi: string | null;
  categoryHi: string | null;
  tags: string[];
  images: string[];
  stock: number;
  rating: number;
  reviews: number;
  specialFeatures: string[];
  specifications: Record<string, string>;
  relatedProductIds: string[];
  sku: string;
  hsn: string;
  /** GST unit quantity code (migration 0025, decision 172). */
  uqc: string;
  gstRatePercent: number;
  declarations: unknown;
  /** Packed weight in grams (docs/decisions/064-parcel-weight.md). */
  weightGrams: number;
  /** Warranty in months; null = none (docs/decisions/140-texts-from-data.md). */
  warrantyMonths: number | null;
  createdAt: Date;
  /** `{ highPaise, colours }` for a product with options, else null (catalog.sql.ts). */
  choices?: unknown;
}

/** What prices, taxes, reserves and weighs a product line: read by an order and by a product edit alike. */
export type PricedItemField =
  | 'id'
  | 'name'
  | 'sku'
  | 'images'
  | 'mrpPaise'
  | 'sellingPricePaise'
  | 'stock'
  | 'hsn'
  | 'uqc'
  | 'gstRatePercent'
  | 'weightGrams';

/** What an order needs to price and reserve a line (money in paise), and the Hindi name for a shopper's mail. */
export type CatalogItem = Pick<ProductRecord, PricedItemField | 'categoryId' | 'nameHi'>;

export interface CategoryRecord {
  id: string;
  name: string;
  /** The category's Hindi name (decision 258); null where none was entered. */
  nameHi: string | null;
  image: string | null;
  productCount: number;
  /** The lowest price a shopper pays among the live products (paise); null when there are none. */
  lowestPricePaise: number | null;
}

export type ListOrder = ProductSort | 'relevance';

export interface ListProductsParams {
  order: ListOrder;
  /** Lower-cased category name; undefined lists every category. */
  category?: string;
  /** Trimmed search text; undefined means no search. */
  search?: string;
  /** The search's words, each with its spelling variants and synonyms (docs/decisions/137-forgiving-search.md). */
  words?: string[][];
  /**
   * Whether the search needs its name-trigram arm (decision 137's typos in names): false when the full text finds
   * every product it would (catalog.search-terms.ts, decision 276). Absent: the arm is kept.
   */
  nameArm?: boolean;
  /** Filters (issue 19): shopper price range in paise, in stock only, minimum rating. */
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
  minRating?: number;
  /** Size, colour...: one variant must have every named option (docs/decisions/238-option-filters.md). */
  options?: OptionFilter[];
  limit: number;
  offset: number;
}

/**
 * A page of a list and how many products the list holds. `capped`: more products match a broad search than it
 * ranks and lists (docs/decisions/276-a-broad-search-ranks-a-bounded-sample.md); `total` is then the bound.
 */
export interface ProductPage {
  rows: ProductRecord[];
  total: number;
  capped?: boolean;
}

/** Anything that can run a select: the database or an open transaction. */
export type DbExecutor = Pick<Db, 'select'>;
