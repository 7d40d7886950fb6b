import { MAX_REVIEW_BODY, MAX_REVIEW_TITLE, type Review } from '@shop/shared/schemas/reviews';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useReviewForm } from '../hooks/use-review-form';
import { RatingInput } from './rating-input';
import { ReviewPhotosField } from './review-photos-field';
import { useT } from '../../../lib/i18n/i18n';

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
  const form = useReviewForm(productId, existing, onDone);
  const { errors } = form;
  const { t } = useT();

  return (
    <form
      onSubmit={(event) => void form.onSubmit(event)}
      aria-label={t('reviews.formOf', { name: productName })}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <RatingInput rating={form.rating} onChange={form.setRating} error={errors.rating} errorId={`${id}-rating`} />
      <div>
        <Label htmlFor={`${id}-title`}>{t('reviews.title')}</Label>
        <Input
          id={`${id}-title`}
          value={form.title}
          maxLength={MAX_REVIEW_TITLE}
          onChange={(e) => form.setTitle(e.target.value)}
          aria-invalid={Boolean(errors.title)}
        />
        <FieldError>{errors.title}</FieldError>
      </div>
      <div>
        <Label htmlFor={`${id}-body`}>{t('reviews.body')}</Label>
        <textarea
          id={`${id}-body`}
          value={form.body}
          rows={4}
          maxLength={MAX_REVIEW_BODY}
          onChange={(e) => form.setBody(e.target.value)}
          aria-invalid={Boolean(errors.body)}
          className={cn(
            'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
            errors.body ? 'border-red-400' : 'border-slate-300',
          )}
        />
        <FieldError>{errors.body}</FieldError>
      </div>
      <ReviewPhotosField
        id={`${id}-photos`}
        kept={form.kept}
        onKeptChange={form.setKept}
        onFilesChange={form.setFiles}
        error={errors.photos}
      />
      <div className="flex gap-2">
        <Button type="submit" isLoading={form.isSaving}>
          {existing ? t('reviews.saveChanges') : t('reviews.submit')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
