import { lazily } from '@shop/shared/lazy';
import { starFill } from '@shop/shared/pricing';
import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/i18n';

const reviewCount = lazily(() => new Intl.NumberFormat('en-IN'));

/** Five stars filled up to the floor of the rating (docs/product.md#constants), then the review count. */
export function StarRating({
  rating,
  reviews,
  size = 'sm',
  className,
}: {
  rating: number;
  reviews?: number;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useT();
  const iconClass = size === 'md' ? 'h-5 w-5' : 'h-4 w-4';
  const countClass = cn('text-slate-500', size === 'md' ? 'text-sm' : 'text-xs');
  const shown = Number.isFinite(rating) ? Math.max(0, Math.min(5, rating)) : 0;
  // Five grey stars and "Rated 0.0 out of 5" read as a bad score; an unreviewed product says so in words.
  if (reviews === 0) {
    return <p className={cn(countClass, className)}>{t('rating.none')}</p>;
  }
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <span role="img" aria-label={t('rating.label', { rating: shown.toFixed(1) })} className="flex">
        {starFill(shown).map((isFilled, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={cn(iconClass, isFilled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')}
          />
        ))}
      </span>
      {reviews !== undefined && (
        <span className={countClass}>
          ({reviewCount().format(reviews)}
          {/* Narrow cards keep just the number on screen; the word stays for screen readers. */}
          <span className={size === 'sm' ? 'max-sm:sr-only' : undefined}>
            {' '}
            {t('rating.reviews', { count: reviews })}
          </span>
          )
        </span>
      )}
    </div>
  );
}
