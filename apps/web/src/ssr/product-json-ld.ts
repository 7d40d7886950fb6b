import { effectivePrice } from '@shop/shared/pricing';
import type { Product } from '../types/api';

function brandOf(product: Product): string | undefined {
  const specs = product.specifications ?? {};
  const brand = specs.Brand ?? specs.brand;
  return brand?.trim() ? brand.trim() : undefined;
}

/** schema.org Product with one Offer in INR, as search engines read it for rich results. */
export function productJsonLd(product: Product, pageUrl: string, toAbsolute: (path: string) => string) {
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
