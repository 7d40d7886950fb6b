import { formatRupees } from '@shop/shared/money';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ProductImage } from '../../components/product/product-image';
import { paths } from '../../config/paths';
import { useSuggestions } from '../../features/products/api/get-suggestions';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { cn } from '../../lib/cn';

const SUGGESTION_DEBOUNCE_MS = 250;
const MIN_SUGGEST_LENGTH = 2;

/**
 * Header search: submits to /products?q=<text>. While typing, the best matches of the forgiving search (typos,
 * spelling variants, synonyms; /api/products/suggest, docs/decisions/139) appear below the box
 * (a combobox: arrow keys move, Enter opens the highlighted product, Escape closes).
 */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const current = searchParams.get('q') ?? '';
  const inputId = useId();
  const listId = `${inputId}-suggestions`;

  const [text, setText] = useState(current);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // The box follows the URL's query (a new search, or leaving the results) and closes on any navigation.
  const [seenLocation, setSeenLocation] = useState({ key: location.key, q: current });
  if (seenLocation.key !== location.key) {
    setSeenLocation({ key: location.key, q: current });
    if (seenLocation.q !== current) setText(current);
    setIsOpen(false);
    setActiveIndex(-1);
  }

  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SUGGESTION_DEBOUNCE_MS);
  const isSearchable = debounced.length >= MIN_SUGGEST_LENGTH;
  const suggestions = useSuggestions(debounced, { enabled: isOpen && isSearchable });
  const products = isSearchable ? (suggestions.data ?? []) : [];
  const isVisible = isOpen && trimmed.length >= MIN_SUGGEST_LENGTH && isSearchable && suggestions.data !== undefined;
  // The options: each product, then "search for ..." which runs the full search.
  const optionCount = products.length + 1;

  const goToSearch = (query: string) => {
    setIsOpen(false);
    void navigate(query ? paths.productSearch(query) : paths.products);
  };

  const goToProduct = (id: string) => {
    setIsOpen(false);
    void navigate(paths.product(id));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    goToSearch(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        return;
      }
      if (!isVisible) return;
      setActiveIndex((index) =>
        event.key === 'ArrowDown' ? (index + 1) % optionCount : index <= 0 ? optionCount - 1 : index - 1,
      );
      return;
    }
    if (event.key === 'Enter' && isVisible && activeIndex >= 0) {
      event.preventDefault();
      const product = products[activeIndex];
      if (product) goToProduct(product._id);
      else goToSearch(trimmed);
      return;
    }
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  const activeId = isVisible && activeIndex >= 0 && activeIndex < optionCount ? `${listId}-${activeIndex}` : undefined;
  const optionClass = (index: number) =>
    cn(
      'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
      index === activeIndex ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-50',
    );

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className={cn('relative', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isVisible}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={onKeyDown}
        placeholder="Search products..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-11 pl-4 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
        aria-label="Search"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
      </button>

      <div
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg',
          !isVisible && 'hidden',
        )}
      >
        {isVisible && products.length === 0 && (
          <p className="px-3 pt-3 text-sm text-slate-500" role="status">
            No products match &ldquo;{debounced}&rdquo;.
          </p>
        )}
        <ul id={listId} role="listbox" aria-label="Product suggestions" className="py-1">
          {isVisible &&
            products.map((product, index) => (
              <li
                key={product._id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={optionClass(index)}
                // Keep focus in the box so the blur handler does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
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
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => goToSearch(trimmed)}
              onMouseEnter={() => setActiveIndex(products.length)}
            >
              <Search className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="truncate">See all results for &ldquo;{trimmed}&rdquo;</span>
            </li>
          )}
        </ul>
      </div>
    </form>
  );
}
