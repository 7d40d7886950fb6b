import type { ProductSort } from '@shop/shared/schemas/catalog';
import { useId } from 'react';
import { Select } from '../../../components/ui/input';

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest First',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Highest Rated',
};

/** 'relevance' exists only for a search, where the server ranks by how well each product matches. */
export type SortChoice = ProductSort | 'relevance';

export function SortSelect({
  value,
  onChange,
  hasRelevance,
}: {
  value: SortChoice;
  onChange: (value: SortChoice) => void;
  hasRelevance: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-600">
        Sort by
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortChoice)}
        className="h-9 py-1"
      >
        {hasRelevance && <option value="relevance">Best Match</option>}
        {(Object.keys(SORT_LABELS) as ProductSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
