import { type FormEvent, useState } from 'react';
import type { ListFilters } from '../utils/list-params';
import { useT } from '../../../lib/i18n/i18n';

const fieldClass =
  'h-9 w-24 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:outline-2 focus:outline-brand-500';

/** Price range, in stock only and minimum rating for /products (issue 19); the URL keeps them. */
export function ProductFilters({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useT();
  const [minPrice, setMinPrice] = useState(filters.minPrice ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice ?? '');
  const onPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ minPrice: minPrice.trim() || null, maxPrice: maxPrice.trim() || null });
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700" data-testid="product-filters">
      <form onSubmit={onPrice} aria-label={t('shop.priceRange')} className="flex items-center gap-2">
        <label htmlFor="filter-min-price" className="sr-only">
          {t('shop.minPrice')}
        </label>
        <input
          id="filter-min-price"
          inputMode="numeric"
          placeholder={t('shop.min')}
          value={minPrice}
          onChange={(event) => setMinPrice(event.target.value.replace(/[^\d]/g, ''))}
          className={fieldClass}
        />
        <span aria-hidden>–</span>
        <label htmlFor="filter-max-price" className="sr-only">
          {t('shop.maxPrice')}
        </label>
        <input
          id="filter-max-price"
          inputMode="numeric"
          placeholder={t('shop.max')}
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.target.value.replace(/[^\d]/g, ''))}
          className={fieldClass}
        />
        <button type="submit" className="h-9 rounded-lg bg-brand-50 px-3 font-medium text-brand-700 hover:bg-brand-100">
          {t('shop.go')}
        </button>
      </form>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={filters.inStock === '1'}
          onChange={(event) => onChange({ inStock: event.target.checked ? '1' : null })}
          className="h-4 w-4 rounded border-slate-300 accent-brand-600"
        />
        {t('shop.inStock')}
      </label>
      <label className="flex items-center gap-2">
        <span>{t('shop.rating')}</span>
        <select
          value={filters.minRating ?? ''}
          onChange={(event) => onChange({ minRating: event.target.value || null })}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">{t('shop.anyRating')}</option>
          {[4, 3, 2].map((stars) => (
            <option key={stars} value={stars}>
              {t('shop.ratingUp', { stars })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
