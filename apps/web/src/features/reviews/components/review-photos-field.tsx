import { MAX_REVIEW_PHOTOS } from '@shop/shared/schemas/reviews';
import { X } from 'lucide-react';
import { FieldError, Label } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/i18n';

/** The photos the review keeps (each removable) and a picker for new ones. */
export function ReviewPhotosField({
  id,
  kept,
  onKeptChange,
  onFilesChange,
  error,
}: {
  id: string;
  kept: readonly string[];
  onKeptChange: (kept: string[]) => void;
  onFilesChange: (files: File[]) => void;
  error?: string;
}) {
  const { t } = useT();
  return (
    <div>
      <Label htmlFor={id}>{t('reviews.photos', { max: MAX_REVIEW_PHOTOS })}</Label>
      {kept.length > 0 && (
        <ul className="mb-2 flex gap-2" aria-label={t('reviews.currentPhotos')}>
          {kept.map((photo) => (
            <li key={photo} className="relative">
              <img src={`${photo}?w=200`} alt="" className="h-16 w-16 rounded-lg object-cover" />
              <button
                type="button"
                aria-label={t('reviews.removePhoto')}
                onClick={() => onKeptChange(kept.filter((p) => p !== photo))}
                className="absolute -top-2 -right-2 rounded-full bg-white p-0.5 shadow"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        multiple
        onChange={(e) => onFilesChange(Array.from(e.target.files ?? []))}
        className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2"
      />
      <FieldError>{error}</FieldError>
    </div>
  );
}
