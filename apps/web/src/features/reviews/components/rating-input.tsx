import { Star } from 'lucide-react';
import { FieldError } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/i18n';

/** One to five stars as a radio group; `errorId` ties the message to the group. */
export function RatingInput({
  rating,
  onChange,
  error,
  errorId,
}: {
  rating: number;
  onChange: (rating: number) => void;
  error?: string;
  errorId: string;
}) {
  const { t } = useT();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('reviews.yourRating')}</legend>
      <div className="flex gap-1" role="radiogroup" aria-describedby={error ? errorId : undefined}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={t('reviews.stars', { count: n })}
            onClick={() => onChange(n)}
            className="rounded p-0.5"
          >
            <Star
              aria-hidden="true"
              className={cn('h-7 w-7', n <= rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300')}
            />
          </button>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
