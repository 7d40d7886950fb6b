import type { CardProduct } from '../components/product/product-card';
import type { CartProduct } from '../types/api';

/** A product as a cart line keeps it (the snapshot fields only), for web tests: a kurta, 5 in stock. */
export function cartProduct(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    _id: 'p1',
    name: 'Cotton Kurta',
    mrp: 1299,
    sellingPrice: 999,
    images: ['/uploads/kurta.webp'],
    stock: 5,
    category: 'Fashion',
    ...overrides,
  };
}

/** A product as a card shows it: the cart's snapshot fields with its rating and review count. */
export function cardProduct(overrides: Partial<CardProduct> = {}): CardProduct {
  return { ...cartProduct(), rating: 4.2, reviews: 12, ...overrides };
}
