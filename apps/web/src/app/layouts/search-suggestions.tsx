import { formatRupees } from '@shop/shared/money';
import { Search } from 'lucide-react';
import type { MouseEvent } from 'react';
import { ProductImage } from '../../components/product/product-image';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/i18n';
import type { SearchCombobox } from './use-search-combobox';

// Keep focus in the box so the form's blur handler does not close the list before the click lands.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The header search's listbox: the best matching products, then "See all results". */
export function SearchSuggestions({ listId, combobox }: { listId: string; combobox: SearchCombobox }) {
  const { products, isVisible, activeIndex, trimmed, debounced, setActiveIndex, goToProduct, goToSearch } = combobox;
  const { t } = useT();
  const optionClass = (index: number) =>
    cn(
      'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
      index === activeIndex ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-50',
    );

  return (
    <div
      className={cn(
        'absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg',
        !isVisible && 'hidden',
      )}
    >
      {isVisible && products.length === 0 && (
        <p className="px-3 pt-3 text-sm text-slate-500" role="status">
          {t('search.noMatch', { query: debounced })}
        </p>
      )}
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="py-1">
        {isVisible &&
          products.map((product, index) => (
            <li
              key={product._id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={optionClass(index)}
              onMouseDown={keepFocus}
              onClick={() => goToProduct(product._id)}
              onMouseEnter={() => setActiveIndex(index)}
            >
              <ProductImage
                src={product.image ?? undefined}
                alt=""
                width={200}
                className="h-10 w-10 shrink-0 rounded-md"
                loading="eager"
              />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-1 font-medium">{product.name}</span>
                <span className="text-xs text-slate-500">{product.category}</span>
              </span>
              <span className="shrink-0 font-semibold text-slate-900">{formatRupees(product.price)}</span>
            </li>
          ))}
        {isVisible && (
          <li
            id={`${listId}-${products.length}`}
            role="option"
            aria-selected={activeIndex === products.length}
            className={cn(optionClass(products.length), 'border-t border-slate-100 font-medium text-brand-700')}
            onMouseDown={keepFocus}
            onClick={() => goToSearch(trimmed)}
            onMouseEnter={() => setActiveIndex(products.length)}
          >
            <Search className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{t('search.seeAll', { query: trimmed })}</span>
          </li>
        )}
      </ul>
    </div>
  );
}
