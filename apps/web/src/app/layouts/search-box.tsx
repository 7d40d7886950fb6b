import { Search } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/i18n';
import { useSearchCombobox } from './use-search-combobox';

// The suggestion list (product pictures, prices) is needed only once the shopper types: its code is fetched on
// focus, and the empty listbox stands in meanwhile so the input's aria-controls always names an element.
const loadSuggestions = () => import('./search-suggestions');
const SearchSuggestions = lazy(() => loadSuggestions().then((module) => ({ default: module.SearchSuggestions })));

/**
 * Header search: submits to /products?q=<text>. While typing, the best matches of the forgiving search (typos,
 * spelling variants, synonyms; /api/products/suggest, docs/decisions/139) appear below the box
 * (a combobox: arrow keys move, Enter opens the highlighted product, Escape closes).
 */
export function SearchBox({ className }: { className?: string }) {
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const combobox = useSearchCombobox();
  const { t } = useT();
  const { text, trimmed, isVisible, activeIndex, optionCount } = combobox;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.goToSearch(trimmed);
  };
  const activeId = isVisible && activeIndex >= 0 && activeIndex < optionCount ? `${listId}-${activeIndex}` : undefined;

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className={cn('relative', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) combobox.setIsOpen(false);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
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
        onChange={(event) => combobox.onTextChange(event.target.value)}
        onFocus={() => {
          void loadSuggestions();
          combobox.setIsOpen(true);
        }}
        onKeyDown={combobox.onKeyDown}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-11 pl-4 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
        aria-label={t('search.submit')}
      >
        <Search className="h-4 w-4" aria-hidden="true" />
      </button>
      <Suspense fallback={<ul id={listId} role="listbox" aria-label={t('search.suggestions')} hidden />}>
        <SearchSuggestions listId={listId} combobox={combobox} />
      </Suspense>
    </form>
  );
}
