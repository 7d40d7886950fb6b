import type { Product } from '@shop/shared/schemas/catalog';

/** The API's product (prices in rupees), defined once in the shared schemas. Type-only: no zod in the bundle. */
export type { Product };

/**
 * What the cart keeps of a product: enough to show and price the line without a refetch. `sellingPrice` is
 * optional so older stored carts (and sparse snapshots) still read.
 */
export type CartProduct = Pick<Product, '_id' | 'name' | 'mrp' | 'images' | 'stock' | 'category'> & {
  sellingPrice?: number | null;
  /** GST rate in percent; carts saved before it existed use the standard rate until refreshed. */
  gstRate?: number;
  /** The variant in the cart (decision 217) and its title ("Size M / Maroon"); price and stock are then its own. */
  variantId?: string;
  variantTitle?: string;
};
