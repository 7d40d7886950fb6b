import { GALLERY_COLUMNS } from '@shop/shared/constants';
import { ZoomIn } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ProductImage } from '../../../components/product/product-image';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/i18n';

// The dialog (Radix, focus trap, scroll lock) is a chunk of its own: most visitors never enlarge a picture.
const loadZoomDialog = () => import('./product-zoom-dialog');
const ProductZoomDialog = lazy(() => loadZoomDialog().then((module) => ({ default: module.ProductZoomDialog })));

// Literal class names (Tailwind only ships classes it finds in the source); a class, unlike a style
// attribute, passes a Content-Security-Policy without 'unsafe-inline' in server-rendered HTML.
const GRID_COLUMNS: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5', 6: 'grid-cols-6' };

/** Main picture (click to enlarge) and thumbnails in 4 columns (docs/product.md#product-detail). */
export function ProductGallery({
  images,
  name,
  badge,
}: {
  images: readonly string[];
  name: string;
  badge?: ReactNode;
}) {
  const { t } = useT();
  const [selected, setSelected] = useState(0);
  const [isZoomed, setIsZoomed] = useState(false);
  const current = images[selected] ?? images[0] ?? null;

  return (
    <div className="space-y-3">
      <div className="relative">
        <button
          type="button"
          onClick={() => setIsZoomed(true)}
          // Fetched on intent, so the dialog opens at once.
          onPointerEnter={() => void loadZoomDialog()}
          onFocus={() => void loadZoomDialog()}
          className="group relative block w-full overflow-hidden rounded-2xl border border-slate-200 bg-white"
          aria-label={t('product.enlarge', { name })}
        >
          <ProductImage
            src={current}
            alt={name}
            width={1200}
            srcSetWidths={[400, 800, 1200]}
            sizes="(min-width: 1024px) 600px, 100vw"
            loading="eager"
            fetchPriority="high"
            className="aspect-square w-full"
          />
          <span className="absolute right-3 bottom-3 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow transition-transform group-hover:scale-110">
            <ZoomIn className="h-5 w-5" aria-hidden="true" />
          </span>
        </button>
        {badge && <div className="pointer-events-none absolute top-3 left-3">{badge}</div>}
      </div>

      {images.length > 1 && (
        <ul
          aria-label={t('product.pictures')}
          className={cn('grid gap-3', GRID_COLUMNS[GALLERY_COLUMNS] ?? 'grid-cols-4')}
        >
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('product.picture', { index: index + 1, count: images.length })}
                aria-current={index === selected ? 'true' : undefined}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 bg-white transition-colors',
                  index === selected ? 'border-brand-600' : 'border-transparent hover:border-slate-300',
                )}
              >
                <ProductImage
                  src={image}
                  alt=""
                  width={200}
                  srcSetWidths={[200, 400]}
                  sizes="120px"
                  className="aspect-square w-full"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {isZoomed && (
        <Suspense fallback={null}>
          <ProductZoomDialog image={current} name={name} onClose={() => setIsZoomed(false)} />
        </Suspense>
      )}
    </div>
  );
}
