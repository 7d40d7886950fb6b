import type { ImageWidth } from '@shop/shared/schemas/catalog';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn';
import { imageSrcSet, imageUrl } from './image-sources';
import placeholderUrl from './product-placeholder.svg';

export const PRODUCT_PLACEHOLDER_SRC = placeholderUrl;

export interface ProductImageProps extends Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'onError'
> {
  /** A path such as `/uploads/products/x.webp`; empty or missing shows the placeholder. */
  src?: string | null;
  alt: string;
  /** The variant used as `src`; also the intrinsic size (pictures are square) that reserves the space. */
  width: ImageWidth;
  /** Extra variants for the browser to choose from on dense screens. */
  srcSetWidths?: readonly ImageWidth[];
}

/**
 * A product picture at a server-resized width. Missing or broken pictures fall back to a local placeholder
 * (no network), and width/height are always set so the page does not jump while pictures load.
 */
export function ProductImage({
  src,
  alt,
  width,
  srcSetWidths = [width],
  className,
  loading = 'lazy',
  decoding = 'async',
  ...props
}: ProductImageProps) {
  // Remember which URL failed rather than a flag, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isUsable = Boolean(src) && failedSrc !== src;

  return (
    <img
      {...props}
      src={isUsable && src ? imageUrl(src, width) : PRODUCT_PLACEHOLDER_SRC}
      srcSet={isUsable && src ? imageSrcSet(src, srcSetWidths) : undefined}
      alt={alt}
      width={width}
      height={width}
      loading={loading}
      decoding={decoding}
      data-placeholder={isUsable ? undefined : 'true'}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
