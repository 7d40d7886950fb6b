import { Children, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ProductCardSkeleton } from './product-card';
import { useT } from '../../lib/i18n/i18n';

const layouts = {
  grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4',
  list: 'flex flex-col gap-4',
} as const;

/** A list of product cards in a responsive grid (2, 3, then 4 columns) or one per row. */
export function ProductGrid({
  layout = 'grid',
  label,
  children,
}: {
  layout?: 'grid' | 'list';
  label?: string;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={layouts[layout]}>
      {Children.map(children, (child) => (
        <li className="flex min-w-0 [&>*]:flex-1">{child}</li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8, layout = 'grid' }: { count?: number; layout?: 'grid' | 'list' }) {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('card.loading')} className={cn(layouts[layout])}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} layout={layout} />
      ))}
    </div>
  );
}
