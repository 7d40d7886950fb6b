import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { StatCard } from './stat-card';

const counts = new Intl.NumberFormat('en-IN');

/** A whole count as the admin figures show it, grouped the Indian way ("1,23,456"). */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** One card of a {@link StatGrid}; `value` is undefined until the figures have arrived. */
export interface StatSpec {
  label: string;
  icon: ComponentProps<typeof StatCard>['icon'];
  tone?: ComponentProps<typeof StatCard>['tone'];
  value: string | undefined;
  hint?: string;
  footer?: ReactNode;
}

/**
 * A screen's row of figures, one StatCard per entry (a dash where the figure is missing); `className` sets the
 * columns, the rest goes on the grid (e.g. dimming while the next period loads).
 */
export function StatGrid({
  stats,
  isLoading,
  className,
  ...grid
}: { stats: readonly StatSpec[]; isLoading: boolean } & ComponentProps<'div'>) {
  return (
    <div className={cn('grid grid-cols-1 gap-4', className)} {...grid}>
      {stats.map(({ value, ...stat }) => (
        <StatCard key={stat.label} isLoading={isLoading} value={value ?? '—'} {...stat} />
      ))}
    </div>
  );
}
