import { useQuery } from '@tanstack/react-query';
import type { ProductFacets } from '@shop/shared/schemas/catalog';
import { api } from '../../../lib/api-client';

/**
 * Size and colour chips for a category's list or a search's results (docs/decisions/238-option-filters.md, 247):
 * the values their products come in, from the facets call; pressing one adds `option=Size:M` to the URL, pressing
 * it again removes it. Its own chunk, loaded after the list: the listing's first paint does not wait for it.
 */
export default function OptionFilters({
  category,
  query,
  selected,
  onChange,
}: {
  category?: string;
  /** The search's words: the chips count the products the search finds. */
  query?: string;
  selected: readonly string[];
  onChange: (options: string[]) => void;
}) {
  const params: Record<string, string> = {};
  if (category) params.category = category;
  if (query) params.q = query;
  const facets = useQuery({
    queryKey: ['products', 'facets', category?.toLowerCase() ?? '', query?.toLowerCase() ?? ''],
    queryFn: ({ signal }) => api.get<ProductFacets>('/products/facets', { params, signal }),
    staleTime: 60_000,
  });
  const options = facets.data?.options ?? [];
  if (options.length === 0) return null;
  const isOn = (name: string, value: string) =>
    selected.some((s) => s.toLowerCase() === `${name}:${value}`.toLowerCase());
  const toggle = (name: string, value: string) =>
    onChange(
      isOn(name, value)
        ? selected.filter((s) => s.toLowerCase() !== `${name}:${value}`.toLowerCase())
        : [...selected, `${name}:${value}`],
    );
  return (
    <div className="space-y-2 text-sm text-slate-700" data-testid="option-filters">
      {options.map((option) => (
        <div key={option.name} role="group" aria-label={option.name} className="flex flex-wrap items-center gap-2">
          <span className="w-16 shrink-0 font-medium text-slate-900">{option.name}</span>
          {option.values.map(({ value }) => {
            const on = isOn(option.name, value);
            return (
              <button
                key={value}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(option.name, value)}
                className={`h-9 min-w-9 rounded-full border px-3 ${
                  on
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500'
                }`}
              >
                {value}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
