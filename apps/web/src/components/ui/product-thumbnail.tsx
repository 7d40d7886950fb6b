import { cn } from '../../lib/cn';
import { ProductImage } from '../product/product-image';

/** Each size's box and the picture widths fetched for it. */
const SIZES = {
  /** Beside a line of an order or of the checkout: 48 px. */
  line: { width: 200, className: 'h-12 w-12' },
  /** Beside a product's facts on a card: 80 px, 96 px from `sm`, sharper on dense screens. */
  card: { width: 200, srcSetWidths: [200, 400], sizes: '96px', className: 'h-20 w-20 sm:h-24 sm:w-24' },
} as const;

/**
 * A product's first picture as a square thumbnail that does not shrink in its row. It is decorative (`alt=""`):
 * the product's name stands beside it. `className` adds the corners and border of the place it sits in.
 */
export function ProductThumbnail({
  src,
  size,
  className,
}: {
  src: string | null | undefined;
  size: keyof typeof SIZES;
  className?: string;
}) {
  const { className: box, ...widths } = SIZES[size];
  return <ProductImage src={src} alt="" {...widths} className={cn(box, 'shrink-0', className)} />;
}
