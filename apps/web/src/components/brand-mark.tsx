import { ShoppingBag } from 'lucide-react';
import { Link } from '../lib/link';
import { cn } from '../lib/cn';
import { useShop } from '../lib/shop/get-shop';

/** The logo: links home. `tone="light"` for dark backgrounds. */
export function BrandMark({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  // The name from the admin Settings (server-rendered pages have it from the start).
  const name = useShop()?.shopName ?? '';
  return (
    <Link
      to="/"
      className={cn('inline-flex shrink-0 items-center gap-2 rounded-lg', className)}
      aria-label={`${name} home`}
    >
      {/* shop-logo: the uploaded logo replaces the icon by a style from the server (decision 215, no script). */}
      <span className="shop-logo flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-purple-600 text-white shadow-sm">
        <ShoppingBag className="h-5 w-5" aria-hidden="true" />
      </span>
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          tone === 'dark'
            ? 'bg-gradient-to-r from-indigo-700 to-purple-600 bg-clip-text text-transparent'
            : 'text-white',
        )}
      >
        {name}
      </span>
    </Link>
  );
}
