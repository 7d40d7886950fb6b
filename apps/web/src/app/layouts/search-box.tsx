import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

/** Header search: submits to /products?q=<text>. */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = searchParams.get('q') ?? '';
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const query = typeof value === 'string' ? value.trim() : '';
    void navigate(query ? paths.productSearch(query) : paths.products);
  };

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        // Re-mount when the URL's query changes so the box shows what is being searched.
        key={current}
        id={inputId}
        name="q"
        type="search"
        defaultValue={current}
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
    </form>
  );
}
