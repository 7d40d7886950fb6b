import { Heart } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { WishlistState } from '../api/use-wishlist';

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
      aria-label={`${isWished ? 'Remove from wishlist' : 'Add to wishlist'}${productName ? `: ${productName}` : ''}`}
      aria-pressed={isWished}
      title="Wishlist"
      onClick={() => void wishlist.toggle(productId)}
      className={cn(
        buttonClasses('outline', 'icon'),
        className,
        isWished && 'border-red-200 bg-red-50 text-red-600 hover:bg-red-50',
      )}
    >
      <Heart className={cn(iconClassName, isWished && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
