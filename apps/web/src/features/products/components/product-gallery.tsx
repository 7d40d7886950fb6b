import { GALLERY_COLUMNS } from '@shop/shared/constants';
import { ZoomIn } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ProductImage } from '../../../components/product/product-image';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';

/** Main picture (click to enlarge) and thumbnails in 4 columns (SPEC.md section 9). */
export function ProductGallery({
  images,
  name,
  badge,
}: {
  images: readonly string[];
  name: string;
  badge?: ReactNode;
}) {
  const [selected, setSelected] = useState(0);
  const [isZoomed, setIsZoomed] = useState(false);
  const current = images[selected] ?? images[0] ?? null;

  return (
    <div className="space-y-3">
      <div className="relative">
        <button
          type="button"
          onClick={() => setIsZoomed(true)}
          className="group relative block w-full overflow-hidden rounded-2xl border border-slate-200 bg-white"
          aria-label={`Enlarge picture of ${name}`}
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
          aria-label="Product pictures"
          className="grid gap-3"
          style={{ gridTemplateColumns: `repeat(${GALLERY_COLUMNS}, minmax(0, 1fr))` }}
        >
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
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

      <Modal open={isZoomed} onOpenChange={setIsZoomed} title={name} size="xl">
        <ProductImage
          src={current}
          alt={name}
          width={1200}
          srcSetWidths={[800, 1200]}
          sizes="(min-width: 1024px) 960px, 100vw"
          loading="eager"
          className="mx-auto aspect-square max-h-[70dvh] w-auto rounded-lg object-contain"
        />
      </Modal>
    </div>
  );
}
