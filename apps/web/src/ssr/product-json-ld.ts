import { RETURN_WINDOW_HOURS } from '@shop/shared/returns';
import { effectivePrice, hasDiscount } from '@shop/shared/pricing';
import type { PublicShop } from '@shop/shared/schemas/settings-api';
import type { Review } from '@shop/shared/schemas/reviews';
import type { ProductOption, ProductVariant } from '@shop/shared/schemas/catalog';
import { paths } from '../config/paths';
import type { Product } from '../types/api';

/*
 * schema.org Product (or ProductGroup with its variants) with Offers in INR, as search engines read it for
 * merchant listings: Google's "Product variant structured data" for single-page variants (one URL per variant
 * through ?variant=, docs/decisions/221-variant-choice-in-the-url.md), the MRP as a ListPrice, shipping and the
 * returns policy from the shop's settings, the brand as docs/decisions/222-brand-in-structured-data.md derives it.
 */

type Shop = Pick<PublicShop, 'shippingFeeRupees' | 'freeShippingAboveRupees' | 'returnShippingPaidBy'>;

interface LdInput {
  product: Product;
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
  /** The canonical product URL (absolute). */
  pageUrl: string;
  toAbsolute: (path: string) => string;
  reviews?: readonly Review[];
  shop?: Shop;
}

/** The brand: a "Brand" specification, else the maker named in the Legal Metrology declarations (decision 222). */
export function brandOf(product: Product): string | undefined {
  const specs = product.specifications ?? {};
  const brand = (specs.Brand ?? specs.brand)?.trim() || product.declarations?.makerName?.trim();
  return brand || undefined;
}

const SCHEMA_PROPERTY: Record<string, string> = { size: 'size', colour: 'color', color: 'color', material: 'material' };

/** The schema.org property an option stands for (variesBy), or null for one schema.org has no name for. */
function propertyOf(option: ProductOption): string | null {
  return SCHEMA_PROPERTY[option.name.trim().toLowerCase()] ?? null;
}

function shippingDetails(price: number, shop: Shop) {
  const isFree = shop.freeShippingAboveRupees > 0 && price >= shop.freeShippingAboveRupees;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: {
      '@type': 'MonetaryAmount',
      value: (isFree ? 0 : shop.shippingFeeRupees).toFixed(2),
      currency: 'INR',
    },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
  };
}

function returnPolicy(shop: Shop) {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'IN',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: Math.ceil(RETURN_WINDOW_HOURS / 24),
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees:
      shop.returnShippingPaidBy === 'shop'
        ? 'https://schema.org/FreeReturn'
        : 'https://schema.org/ReturnFeesCustomerResponsibility',
  };
}

function offer(priced: { mrp: number; sellingPrice?: number | null; stock: number }, url: string, shop?: Shop) {
  const price = effectivePrice(priced);
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'INR',
    price: price.toFixed(2),
    availability: priced.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    // The MRP, struck through on the page, as the reference price.
    ...(hasDiscount(priced)
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/ListPrice',
            price: priced.mrp.toFixed(2),
            priceCurrency: 'INR',
          },
        }
      : {}),
    ...(shop ? { shippingDetails: shippingDetails(price, shop), hasMerchantReturnPolicy: returnPolicy(shop) } : {}),
  };
}

function reviewFields(product: Product, reviews: readonly Review[]) {
  return {
    ...(product.reviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews } }
      : {}),
    // The reviews on the page (the first page, newest first): schema.org Review with its rating and author.
    ...(product.reviews > 0 && reviews.length > 0
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.body,
            datePublished: r.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: r.authorName },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

function variantLd(input: LdInput, variant: ProductVariant) {
  const { product, options, toAbsolute, shop } = input;
  const url = toAbsolute(paths.productVariant(product._id, variant._id));
  const images = variant.images.length > 0 ? variant.images : product.images;
  const properties = Object.fromEntries(
    options.flatMap((option, i) => {
      const property = propertyOf(option);
      const value = variant.optionValues[i];
      return property && value ? [[property, value]] : [];
    }),
  );
  return {
    '@type': 'Product',
    name: `${product.name} (${variant.title})`,
    sku: variant.sku,
    ...(variant.barcode ? { gtin: variant.barcode } : {}),
    image: images.map(toAbsolute),
    ...properties,
    offers: offer(variant, url, shop),
  };
}

/** The page's JSON-LD: a Product, or for a product with options a ProductGroup with every variant on sale. */
export function productJsonLd(input: LdInput) {
  const { product, options, variants, pageUrl, toAbsolute, reviews = [], shop } = input;
  const brand = brandOf(product);
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.description,
    image: product.images.map(toAbsolute),
    category: product.category,
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...reviewFields(product, reviews),
  };
  if (options.length > 0 && variants.length > 0) {
    return {
      ...common,
      '@type': 'ProductGroup',
      url: pageUrl,
      productGroupID: product.sku || product._id,
      variesBy: options.flatMap((option) => {
        const property = propertyOf(option);
        return property ? [`https://schema.org/${property}`] : [];
      }),
      hasVariant: variants.map((variant) => variantLd(input, variant)),
    };
  }
  const only = variants[0];
  return {
    ...common,
    '@type': 'Product',
    sku: product.sku || product._id,
    productID: product._id,
    ...(only?.barcode ? { gtin: only.barcode } : {}),
    offers: offer(product, pageUrl, shop),
  };
}
