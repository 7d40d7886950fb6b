import type { ProductSort } from '@shop/shared/schemas/catalog';
import { useId } from 'react';
import { Select } from '../../../components/ui/control';
import { type MessageKey, useT } from '../../../lib/i18n/i18n';

const SORT_LABELS = {
  newest: 'sort.newest',
  'price-low': 'sort.priceLow',
  'price-high': 'sort.priceHigh',
  rating: 'sort.rating',
} as const satisfies Record<ProductSort, MessageKey>;

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
  const { t } = useT();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-600">
        {t('shop.sortBy')}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortChoice)}
        className="h-9 py-1"
      >
        {hasRelevance && <option value="relevance">{t('sort.relevance')}</option>}
        {(Object.keys(SORT_LABELS) as ProductSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </Select>
    </div>
  );
}
