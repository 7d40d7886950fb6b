import { Heart } from 'lucide-react';
import { buttonClasses } from './ui/button';
import { cn } from '../lib/cn';
import type { WishlistState } from '../stores/wishlist/use-wishlist';

/** Card size, for ProductCard's `heart` slot. */
export const CARD_HEART = 'h-9 w-9 rounded-full border-white/80 bg-white/90 shadow-sm';

/** The wishlist heart: pressed when the product is on the list. */
export function HeartButton({
  productId,
  productName,
  wishlist,
  className,
  iconClassName = 'h-5 w-5',
}: {
  productId: string;
  productName?: string;
  wishlist: WishlistState;
  className?: string;
  iconClassName?: string;
}) {
  const isWished = wishlist.isWished(productId);
  return (
    <button
      type="button"
      // A toggle button: one name, its state in aria-pressed ("Wishlist, pressed").
      aria-label={productName ? `Wishlist: ${productName}` : 'Wishlist'}
      aria-pressed={isWished}
      onClick={() => void wishlist.toggle(productId)}
      className={cn(
        buttonClasses('outline', 'icon'),
        className,
        // Important: cn() only joins, so these must beat the outline and card classes above.
        isWished && 'border-red-200! bg-red-50! text-red-600!',
      )}
    >
      <Heart className={cn(iconClassName, isWished && 'fill-current')} aria-hidden="true" />
    </button>
  );
}

/** The heart in a product card's `heart` slot. */
export function CardHeart({ product, wishlist }: { product: { _id: string; name: string }; wishlist: WishlistState }) {
  return (
    <HeartButton
      productId={product._id}
      productName={product.name}
      wishlist={wishlist}
      className={CARD_HEART}
      iconClassName="h-4 w-4"
    />
  );
}
