import { type CardProduct, ProductCard, type ProductCardProps } from './product-card';
import { ProductGrid } from './product-grid';
import { useAddToCart } from '../../stores/cart/use-add-to-cart';
import { useWishlist } from '../../stores/wishlist/use-wishlist';
import { CardHeart } from '../heart-button';

/**
 * Product cards a shopper can act on: Add to Cart and the wishlist heart on each (the home page's featured
 * products, the catalogue, related products, the wishlist). The first `eagerCount` cards load their picture
 * at once.
 */
export function ShopProductGrid({
  products,
  label,
  layout,
  eagerCount = 0,
  headingLevel,
}: {
  products: readonly CardProduct[];
  label: string;
  eagerCount?: number;
} & Pick<ProductCardProps<CardProduct>, 'layout' | 'headingLevel'>) {
  const addToCart = useAddToCart();
  const wishlist = useWishlist();
  return (
    <ProductGrid layout={layout} label={label}>
      {products.map((product, index) => (
        <ProductCard
          key={product._id}
          product={product}
          layout={layout}
          onAddToCart={addToCart}
          heart={<CardHeart product={product} wishlist={wishlist} />}
          imageLoading={index < eagerCount ? 'eager' : 'lazy'}
          headingLevel={headingLevel}
        />
      ))}
    </ProductGrid>
  );
}
