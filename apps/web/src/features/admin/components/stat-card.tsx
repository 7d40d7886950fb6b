import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

const TONES = {
  brand: 'bg-brand-50 text-brand-700',
  green: 'bg-green-50 text-green-700',
  sky: 'bg-sky-50 text-sky-700',
  amber: 'bg-amber-50 text-amber-700',
} as const;

/**
 * One figure of the overview and analytics: label and icon, the value on its own full-width line (a
 * spinner while loading), an optional hint and footnote.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'brand',
  isLoading = false,
  hint,
  footer,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  isLoading?: boolean;
  hint?: string;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          {hint && <p className="text-xs text-slate-400">{hint}</p>}
        </div>
        <span className={cn('flex h-9 w-9 shrink-0 items-center justify-center rounded-xl', TONES[tone])}>
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
      </div>
      <div className="mt-2 min-h-8 text-2xl font-bold tracking-tight whitespace-nowrap text-slate-900 tabular-nums xl:text-[1.375rem] 2xl:text-2xl">
        {isLoading ? (
          <span role="status" className="inline-flex items-center text-brand-600">
            <Spinner size="md" />
            <span className="sr-only">Loading {label}</span>
          </span>
        ) : (
          value
        )}
      </div>
      {footer && <div className="mt-1 text-xs">{footer}</div>}
    </div>
  );
}
