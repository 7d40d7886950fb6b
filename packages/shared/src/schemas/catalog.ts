import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { productDeclarationsSchema } from './declarations';
import { PAGE_MESSAGES, blankToUndefined, numberFilterParam, pageFields, wholeNumberParam } from './query-params';

/** Sort options of the products list (docs/product.md#products-list); 'newest' unless the shopper picks another. */
export const PRODUCT_SORTS = ['newest', 'price-low', 'price-high', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

export const MAX_SEARCH_LENGTH = 100;
/** Widths the server resizes product pictures to (`/uploads/...?w=400`); any other width is refused. */
export const IMAGE_WIDTHS = [200, 400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const CATALOG_MESSAGES = {
  invalidSort: `Sort must be one of ${PRODUCT_SORTS.join(', ')}`,
  ...PAGE_MESSAGES,
  invalidCategory: 'Category must be a piece of text of at most 100 characters',
  invalidSearch: 'Search must be a piece of text',
  productNotFound: 'Product not found',
  fetchProductsFailed: 'Failed to fetch products. Please try again later.',
  invalidImageWidth: `Image width must be one of ${IMAGE_WIDTHS.join(', ')}`,
  invalidPrice: 'Price must be an amount in rupees of 0 or more',
  invalidRating: 'Rating must be a number from 1 to 5',
} as const;

/** A price filter in rupees (?minPrice=500); blank means none. */
const priceFilter = () => numberFilterParam(CATALOG_MESSAGES.invalidPrice, 0, 10_000_000);

/**
 * Query of GET /api/products. `sort` stays undefined when not given so the server can order a search by
 * relevance; a long search is cut to its first 100 characters rather than refused.
 */
export const productListQuerySchema = z.object({
  category: z.preprocess(
    blankToUndefined,
    z.string({ error: CATALOG_MESSAGES.invalidCategory }).trim().max(100, CATALOG_MESSAGES.invalidCategory).optional(),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS, { error: CATALOG_MESSAGES.invalidSort }).optional()),
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: CATALOG_MESSAGES.invalidSearch })
      .transform((v) => v.trim().slice(0, MAX_SEARCH_LENGTH).trim())
      .optional(),
  ),
  page: wholeNumberParam(CATALOG_MESSAGES.invalidPage, undefined, 1),
  limit: wholeNumberParam(CATALOG_MESSAGES.invalidLimit, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  /** Filters (issue 19): price range in rupees, only what is in stock, a minimum rating. */
  minPrice: priceFilter(),
  maxPrice: priceFilter(),
  inStock: z.preprocess(
    blankToUndefined,
    z
      .enum(['1', 'true', '0', 'false'])
      .transform((v) => v === '1' || v === 'true')
      .optional(),
  ),
  minRating: numberFilterParam(CATALOG_MESSAGES.invalidRating, 1, 5),
});

/** GET /api/products/suggest: a few product names as the shopper types. */
export const suggestQuerySchema = z.object({
  q: z.string({ error: CATALOG_MESSAGES.invalidSearch }).transform((v) => v.trim().slice(0, MAX_SEARCH_LENGTH).trim()),
});
export const suggestionsResponseSchema = z.object({
  suggestions: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      category: z.string(),
      image: z.string().nullable(),
      price: z.number(),
    }),
  ),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

const unitSalePriceSchema = z.object({
  paise: z.number().int(),
  per: z.string(),
  per100: z.object({ paise: z.number().int(), per: z.string() }).optional(),
});

/** A product as the API shows it (docs/product.md#data): money in rupees with 2 decimals. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  mrp: z.number(),
  /** null when the product is sold at its MRP. */
  sellingPrice: z.number().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  images: z.array(z.string()),
  stock: z.number().int(),
  rating: z.number(),
  reviews: z.number().int(),
  specialFeatures: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  relatedProducts: z.array(z.string()),
  sku: z.string(),
  /** GST rate in percent and HSN code (docs/decisions/050); optional for carts saved before they existed. */
  gstRate: z.number().optional(),
  hsn: z.string().optional(),
  /** GST unit quantity code printed beside the quantity on the invoice (decision 172). */
  uqc: z.string().optional(),
  /** Packed weight in grams, for courier quotes and the parcel (docs/decisions/064-parcel-weight.md). */
  weightGrams: z.number().int().optional(),
  /** Warranty in months for the product page's badge; null = none (docs/decisions/140-texts-from-data.md). */
  warrantyMonths: z.number().int().nullable().optional(),
  createdAt: z.string(),
  /** Legal Metrology declarations and the unit sale price (docs/decisions/100); optional for saved carts. */
  declarations: productDeclarationsSchema.optional(),
  unitSalePrice: unitSalePriceSchema.nullable().optional(),
  /** The unit sale price at the selling price, when the product is sold below its MRP. */
  unitSalePriceAtSellingPrice: unitSalePriceSchema.nullable().optional(),
  /** Required declarations still missing (admin list; the storefront ignores it). */
  missingDeclarations: z.array(z.string()).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  ...pageFields,
  hasMore: z.boolean(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productIdParamsSchema = z.object({ id: z.string() });

export const productDetailResponseSchema = z.object({
  product: productSchema,
  relatedProducts: z.array(productSchema),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** null when the shop set none; the storefront then picks a default picture by name. */
  image: z.string().nullable(),
  productCount: z.number().int(),
  /** The lowest price a shopper pays in this category, in rupees ("Starting from"); null when it has no products. */
  lowestPrice: z.number().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const MAX_RELATED_PRODUCTS = 4;
