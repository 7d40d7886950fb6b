import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { productDeclarationsSchema } from './declarations';
import { NET_QUANTITY_UNITS } from '../declaration-terms';
import { LOCALES } from '../locale';
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
  invalidLanguage: `Language must be one of ${LOCALES.join(', ')}`,
  invalidOptionFilter:
    'An option filter reads Name:Value, such as Size:M (at most 10, each up to 40 characters a side)',
} as const;

/** Most option filters one list takes (`?option=Size:M&option=Colour:Red`). */
export const MAX_OPTION_FILTERS = 10;

/** One `Name:Value` option filter, as the shopper chose it on the listing (docs/decisions/238-option-filters.md). */
export interface OptionFilter {
  name: string;
  value: string;
}

/** Reads `Size:M` (name before the first colon); null when either side is empty or longer than 40 characters. */
export function parseOptionFilter(raw: string): OptionFilter | null {
  const at = raw.indexOf(':');
  if (at < 0) return null;
  const name = raw.slice(0, at).trim();
  const value = raw.slice(at + 1).trim();
  if (!name || !value || name.length > 40 || value.length > 40) return null;
  return { name, value };
}

/** `?option=` given once or repeated, as the filters it names (every one well formed, else the field's message). */
const optionFilters = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
  z
    .array(z.string({ error: CATALOG_MESSAGES.invalidOptionFilter }), { error: CATALOG_MESSAGES.invalidOptionFilter })
    .max(MAX_OPTION_FILTERS, CATALOG_MESSAGES.invalidOptionFilter)
    .transform((list, ctx) => {
      const parsed = list.map(parseOptionFilter);
      if (parsed.some((f) => f === null)) {
        ctx.addIssue({ code: 'custom', message: CATALOG_MESSAGES.invalidOptionFilter });
        return z.NEVER;
      }
      return parsed as OptionFilter[];
    })
    .optional(),
);

/**
 * `?lang=hi`: the shopper's language (docs/decisions/258-hindi-catalogue-content.md). Product and category
 * answers then carry the merchant's Hindi text where there is some, the English where not; absent is English.
 */
export const languageParam = z.preprocess(
  blankToUndefined,
  z
    .enum(LOCALES, { error: CATALOG_MESSAGES.invalidLanguage })
    .optional()
    .describe("The shopper's language: the page's own (/hi/ pages send hi); English when absent"),
);
/** The query of the catalogue reads that take only the language (one product, the categories). */
export const languageQuerySchema = z.object({ lang: languageParam });

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
  /** Sizes, colours...: a product matches when one of its variants has every named option (any listed value). */
  option: optionFilters,
  lang: languageParam,
});

/** GET /api/products/facets: the option values a category's products come in, to filter its list by. */
export const productFacetsQuerySchema = productListQuerySchema.pick({ category: true, q: true });
export const productFacetsResponseSchema = z.object({
  options: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.string(), products: z.number().int() })),
    }),
  ),
});
export type ProductFacets = z.infer<typeof productFacetsResponseSchema>;

/** GET /api/products/suggest: a few product names as the shopper types. */
export const suggestQuerySchema = z.object({
  q: z.string({ error: CATALOG_MESSAGES.invalidSearch }).transform((v) => v.trim().slice(0, MAX_SEARCH_LENGTH).trim()),
  lang: languageParam,
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
  /**
   * For a product with options (decision 217): the highest price among its variants on sale (the price above
   * is the lowest) and its colours, for listing cards ("from ₹699", "3 colours"). Null without options.
   */
  choices: z
    .object({ highestPrice: z.number(), colours: z.array(z.string()) })
    .nullable()
    .optional(),
  /**
   * The category's name in the language asked for (`?lang=hi`, decision 258): Hindi where the merchant gave one.
   * `category` stays the English name, which category links and filters use.
   */
  categoryLabel: z.string().optional(),
  /** The merchant's Hindi words as entered (admin answers only, for the product form); null where none. */
  nameHi: z.string().nullable().optional(),
  descriptionHi: z.string().nullable().optional(),
  categoryHi: z.string().nullable().optional(),
  /** Required declarations still missing (admin list; the storefront ignores it). */
  missingDeclarations: z.array(z.string()).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** Options and variants (docs/decisions/217-product-variants.md); the input schemas are in ./variants. */
export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A variant as the API shows it: money in rupees, like products. */
export const productVariantSchema = z.object({
  _id: z.string(),
  /** "Size M / Maroon"; '' for a default variant. */
  title: z.string(),
  /** One value per option, in option order; empty for a default variant. */
  optionValues: z.array(z.string()),
  sku: z.string(),
  barcode: z.string().nullable(),
  mrp: z.number(),
  sellingPrice: z.number().nullable(),
  stock: z.number().int(),
  weightGrams: z.number().int(),
  /** The variant's own pictures; empty = the product's. */
  images: z.array(z.string()),
  active: z.boolean(),
  isDefault: z.boolean(),
  /** This variant's GST rate: under a "rate by price threshold" rule it follows its price (decision 218). */
  gstRate: z.number(),
  /**
   * The variant's own net quantity and unit; null = the product's declaration applies (decision 270). Optional
   * for carts saved before they existed.
   */
  netQuantity: z.number().nullable().optional(),
  netQuantityUnit: z.enum(NET_QUANTITY_UNITS).nullable().optional(),
  /** The unit sale price of this variant's package (its quantity, else the product's), as the product's are. */
  unitSalePrice: unitSalePriceSchema.nullable().optional(),
  unitSalePriceAtSellingPrice: unitSalePriceSchema.nullable().optional(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  ...pageFields,
  /**
   * A broad search: more products match than it ranks and lists, and `total` is the number it lists
   * (docs/decisions/276-a-broad-search-ranks-a-bounded-sample.md). Shown as "1,000+". Absent otherwise.
   */
  totalCapped: z.boolean().optional(),
  hasMore: z.boolean(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productIdParamsSchema = z.object({ id: z.string() });

export const productDetailResponseSchema = z.object({
  product: productSchema,
  /** Options and the active variants (docs/decisions/217-product-variants.md); one default variant without options. */
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
  relatedProducts: z.array(productSchema),
  /** Whether the product or its category has a size chart, read by the page's dialog (decision 254). */
  hasSizeChart: z.boolean().optional(),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The name in the language asked for (`?lang=hi`, decision 258); `name` stays the English one links use. */
  label: z.string().optional(),
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
