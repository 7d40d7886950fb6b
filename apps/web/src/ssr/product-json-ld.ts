import { effectivePrice } from '@shop/shared/pricing';
import type { Review } from '@shop/shared/schemas/reviews';
import type { Product } from '../types/api';

function brandOf(product: Product): string | undefined {
  const specs = product.specifications ?? {};
  const brand = specs.Brand ?? specs.brand;
  return brand?.trim() ? brand.trim() : undefined;
}

/** schema.org Product with one Offer in INR, as search engines read it for rich results. */
export function productJsonLd(
  product: Product,
  pageUrl: string,
  toAbsolute: (path: string) => string,
  reviews: readonly Review[] = [],
) {
  const brand = brandOf(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map(toAbsolute),
    sku: product.sku || product._id,
    productID: product._id,
    category: product.category,
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
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
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'INR',
      price: effectivePrice(product).toFixed(2),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
