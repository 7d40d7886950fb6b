import { type FormEvent, useState } from 'react';
import type { ListFilters } from '../utils/list-params';

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
  const [minPrice, setMinPrice] = useState(filters.minPrice ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice ?? '');
  const onPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ minPrice: minPrice.trim() || null, maxPrice: maxPrice.trim() || null });
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700" data-testid="product-filters">
      <form onSubmit={onPrice} aria-label="Price range" className="flex items-center gap-2">
        <label htmlFor="filter-min-price" className="sr-only">
          Minimum price in rupees
        </label>
        <input
          id="filter-min-price"
          inputMode="numeric"
          placeholder="Min ₹"
          value={minPrice}
          onChange={(event) => setMinPrice(event.target.value.replace(/[^\d]/g, ''))}
          className={fieldClass}
        />
        <span aria-hidden>–</span>
        <label htmlFor="filter-max-price" className="sr-only">
          Maximum price in rupees
        </label>
        <input
          id="filter-max-price"
          inputMode="numeric"
          placeholder="Max ₹"
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.target.value.replace(/[^\d]/g, ''))}
          className={fieldClass}
        />
        <button type="submit" className="h-9 rounded-lg bg-brand-50 px-3 font-medium text-brand-700 hover:bg-brand-100">
          Go
        </button>
      </form>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={filters.inStock === '1'}
          onChange={(event) => onChange({ inStock: event.target.checked ? '1' : null })}
          className="h-4 w-4 rounded border-slate-300 accent-brand-600"
        />
        In stock only
      </label>
      <label className="flex items-center gap-2">
        <span>Rating</span>
        <select
          value={filters.minRating ?? ''}
          onChange={(event) => onChange({ minRating: event.target.value || null })}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">Any</option>
          <option value="4">4★ & up</option>
          <option value="3">3★ & up</option>
          <option value="2">2★ & up</option>
        </select>
      </label>
    </div>
  );
}
