import {
  MAX_REVIEW_BODY,
  MAX_REVIEW_PHOTOS,
  MAX_REVIEW_TITLE,
  REVIEW_MESSAGES,
  type Review,
} from '@shop/shared/schemas/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { Star, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { api, getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';

// Written out here rather than imported from the page's chunk: this lazy chunk then depends on the entry
// chunk only, which keeps the bundler from splitting the entry (docs/decisions/134-share-and-lazy-review-form.md).
function saveReview(productId: string, form: FormData, isEdit: boolean) {
  const path = `/products/${encodeURIComponent(productId)}/reviews${isEdit ? '/mine' : ''}`;
  return isEdit
    ? api.put<{ review: Review; message: string }>(path, form)
    : api.post<{ review: Review; message: string }>(path, form);
}

/** The buyer's review form (lazy chunk): stars, title, text and up to three photos; also edits their review. */
export function ReviewForm({
  productId,
  productName,
  existing,
  onDone,
}: {
  productId: string;
  productName: string;
  existing: Review | null;
  onDone: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [kept, setKept] = useState<string[]>(existing?.photos ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (rating < 1) found.rating = REVIEW_MESSAGES.invalidRating;
    if (!title.trim()) found.title = REVIEW_MESSAGES.titleRequired;
    if (!body.trim()) found.body = REVIEW_MESSAGES.bodyRequired;
    if (kept.length + files.length > MAX_REVIEW_PHOTOS) found.photos = REVIEW_MESSAGES.tooManyPhotos;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.set('rating', String(rating));
    form.set('title', title.trim());
    form.set('body', body.trim());
    if (existing) form.set('keepPhotos', JSON.stringify(kept));
    for (const file of files) form.append('images', file, file.name);
    setIsSaving(true);
    try {
      const saved = await saveReview(productId, form, existing !== null);
      toast.success(saved.message);
      await Promise.all([
        // reviewKeys.all(productId) and productKeys.all: the list, the summary and the rating on every card.
        queryClient.invalidateQueries({ queryKey: ['reviews', productId] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
      onDone();
    } catch (error) {
      toast.error(getErrorMessage(error, 'Could not save your review'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={`Review of ${productName}`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Your rating</legend>
        <div className="flex gap-1" role="radiogroup" aria-describedby={errors.rating ? `${id}-rating` : undefined}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={rating === n}
              aria-label={`${n} star${n === 1 ? '' : 's'}`}
              onClick={() => setRating(n)}
              className="rounded p-0.5"
            >
              <Star
                aria-hidden="true"
                className={cn(
                  'h-7 w-7',
                  n <= rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300',
                )}
              />
            </button>
          ))}
        </div>
        <FieldError id={`${id}-rating`}>{errors.rating}</FieldError>
      </fieldset>
      <div>
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={MAX_REVIEW_TITLE}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(errors.title)}
        />
        <FieldError>{errors.title}</FieldError>
      </div>
      <div>
        <Label htmlFor={`${id}-body`}>Your review</Label>
        <textarea
          id={`${id}-body`}
          value={body}
          rows={4}
          maxLength={MAX_REVIEW_BODY}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={Boolean(errors.body)}
          className={cn(
            'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
            errors.body ? 'border-red-400' : 'border-slate-300',
          )}
        />
        <FieldError>{errors.body}</FieldError>
      </div>
      <div>
        <Label htmlFor={`${id}-photos`}>Photos (up to {MAX_REVIEW_PHOTOS})</Label>
        {kept.length > 0 && (
          <ul className="mb-2 flex gap-2" aria-label="Current photos">
            {kept.map((photo) => (
              <li key={photo} className="relative">
                <img src={`${photo}?w=200`} alt="" className="h-16 w-16 rounded-lg object-cover" />
                <button
                  type="button"
                  aria-label="Remove this photo"
                  onClick={() => setKept(kept.filter((p) => p !== photo))}
                  className="absolute -top-2 -right-2 rounded-full bg-white p-0.5 shadow"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={`${id}-photos`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2"
        />
        <FieldError>{errors.photos}</FieldError>
      </div>
      <div className="flex gap-2">
        <Button type="submit" isLoading={isSaving}>
          {existing ? 'Save changes' : 'Submit review'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
