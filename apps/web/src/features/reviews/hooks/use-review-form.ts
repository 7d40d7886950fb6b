import { MAX_REVIEW_PHOTOS, REVIEW_MESSAGES, type Review } from '@shop/shared/schemas/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useFieldMessages } from '../../../components/forms/use-field-messages';
import { useToast } from '../../../components/ui/toast/use-toast';
import { api, getErrorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/i18n';

// Written out here rather than imported from the page's chunk: this lazy chunk then depends on the entry
// chunk only, which keeps the bundler from splitting the entry (docs/decisions/134-share-and-lazy-review-form.md).
function saveReview(productId: string, form: FormData, isEdit: boolean) {
  const id = encodeURIComponent(productId);
  return isEdit
    ? api.put<{ review: Review; message: string }>(`/products/${id}/reviews/mine`, form)
    : api.post<{ review: Review; message: string }>(`/products/${id}/reviews`, form);
}

/** The review's fields (from the buyer's review when editing), their checks and the save. */
export function useReviewForm(productId: string, existing: Review | null, onDone: () => void) {
  const toast = useToast();
  const { t } = useT();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [kept, setKept] = useState<string[]>(existing?.photos ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const { errors, checkOnSubmit } = useFieldMessages(() => {
    const found: Record<string, string> = {};
    if (rating < 1) found.rating = REVIEW_MESSAGES.invalidRating;
    if (!title.trim()) found.title = REVIEW_MESSAGES.titleRequired;
    if (!body.trim()) found.body = REVIEW_MESSAGES.bodyRequired;
    if (kept.length + files.length > MAX_REVIEW_PHOTOS) found.photos = REVIEW_MESSAGES.tooManyPhotos;
    return found;
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(checkOnSubmit()).length > 0) return;
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
      toast.error(getErrorMessage(error, t('reviews.saveFailed')));
    } finally {
      setIsSaving(false);
    }
  };

  return { rating, setRating, title, setTitle, body, setBody, kept, setKept, setFiles, errors, isSaving, onSubmit };
}
