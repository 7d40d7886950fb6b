import { ACCEPTED_IMAGE_TYPES, MAX_PRODUCT_IMAGES } from '@shop/shared/schemas/product-form';
import { ChevronLeft, ChevronRight, ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ProductImage } from '../../../components/product/product-image';
import { cn } from '../../../lib/cn';
import { type ImageItem, moveItem } from '../utils/product-images';

/** A preview URL for a picked file, made while shown and released when it goes (StrictMode safe). */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function FilePreview({ file, alt }: { file: File; alt: string }) {
  const url = useObjectUrl(file);
  if (!url) return <div className="h-full w-full animate-pulse bg-slate-100" aria-hidden="true" />;
  return <img src={url} alt={alt} className="h-full w-full bg-slate-100 object-cover" />;
}

let nextKey = 0;

const isAccepted = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

const iconButton =
  'inline-flex h-7 w-7 items-center justify-center rounded-md bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-200 hover:bg-white disabled:pointer-events-none disabled:opacity-30';

/**
 * The product's pictures: several files at once (images only), previews, move left/right, remove. The first
 * picture is the one shop cards show.
 */
export function ImagePicker({
  items,
  onChange,
  onRejected,
}: {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  /** Called with a message when picked files are not pictures the shop takes, or are one too many. */
  onRejected?: (message: string) => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  const addFiles = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const files = [...list];
    const accepted = files.filter(isAccepted);
    const rejected = files.filter((file) => !isAccepted(file)).map((file) => file.name);
    if (rejected.length > 0)
      onRejected?.(`Only JPEG, PNG, WebP, AVIF or GIF pictures can be added (skipped ${rejected.join(', ')})`);
    const room = MAX_PRODUCT_IMAGES - items.length;
    if (accepted.length > room) onRejected?.(`A product can have at most ${MAX_PRODUCT_IMAGES} images`);
    const images = accepted.slice(0, Math.max(0, room));
    if (images.length === 0) return;
    onChange([
      ...items,
      ...images.map((file): ImageItem => {
        nextKey += 1;
        return { key: `new-${nextKey}`, kind: 'new', file };
      }),
    ]);
  };

  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700">Images</span>
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-center text-sm text-slate-600 transition-colors hover:border-brand-400 hover:bg-brand-50"
      >
        <ImagePlus className="h-6 w-6 text-brand-600" aria-hidden="true" />
        <span className="font-medium text-brand-700">Add images</span>
        <span id={hintId} className="text-xs text-slate-500">
          Up to {MAX_PRODUCT_IMAGES} pictures (JPEG, PNG, WebP, AVIF or GIF). The first one is the main picture.
        </span>
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={hintId}
        className="sr-only"
        onChange={(event) => {
          addFiles(event.target.files);
          // Picking the same file again must fire another change.
          event.target.value = '';
        }}
      />

      {items.length > 0 && (
        <ol className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5" aria-label="Selected images">
          {items.map((item, index) => {
            const position = index + 1;
            const alt = item.kind === 'new' ? `New image ${position}: ${item.file.name}` : `Image ${position}`;
            return (
              <li
                key={item.key}
                className={cn(
                  'group relative aspect-square overflow-hidden rounded-lg border bg-white',
                  index === 0 ? 'border-brand-400 ring-2 ring-brand-200' : 'border-slate-200',
                )}
              >
                {item.kind === 'new' ? (
                  <FilePreview file={item.file} alt={alt} />
                ) : (
                  <ProductImage src={item.path} alt={alt} width={200} className="h-full w-full" />
                )}
                <span className="absolute top-1 left-1 rounded bg-slate-900/70 px-1.5 py-0.5 text-[10px] font-semibold text-white">
                  {index === 0 ? 'Main' : position}
                  {item.kind === 'new' && ' · New'}
                </span>
                <div className="absolute inset-x-1 bottom-1 flex justify-between gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => onChange(moveItem(items, index, -1))}
                    disabled={index === 0}
                    aria-label={`Move image ${position} left`}
                    title="Move left"
                  >
                    <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={cn(iconButton, 'text-red-600')}
                    onClick={() => onChange(items.filter((other) => other.key !== item.key))}
                    aria-label={`Remove image ${position}`}
                    title="Remove"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => onChange(moveItem(items, index, 1))}
                    disabled={index === items.length - 1}
                    aria-label={`Move image ${position} right`}
                    title="Move right"
                  >
                    <ChevronRight className="h-4 w-4" aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
