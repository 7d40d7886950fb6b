import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { cn } from '../../lib/cn';
import { SearchSuggestions } from './search-suggestions';
import { useSearchCombobox } from './use-search-combobox';

/**
 * Header search: submits to /products?q=<text>. While typing, the best matches of the forgiving search (typos,
 * spelling variants, synonyms; /api/products/suggest, docs/decisions/139) appear below the box
 * (a combobox: arrow keys move, Enter opens the highlighted product, Escape closes).
 */
export function SearchBox({ className }: { className?: string }) {
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const combobox = useSearchCombobox();
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
        onChange={(event) => combobox.onTextChange(event.target.value)}
        onFocus={() => combobox.setIsOpen(true)}
        onKeyDown={combobox.onKeyDown}
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
      <SearchSuggestions listId={listId} combobox={combobox} />
    </form>
  );
}
