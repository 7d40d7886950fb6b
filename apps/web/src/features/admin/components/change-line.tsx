import { TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { describeChange } from '../utils/analytics';

/** '+12.3% from last period' in green, red when negative, a plain dash when there is nothing to compare. */
export function ChangeLine({ change }: { change: number | null | undefined }) {
  const { text, tone } = describeChange(change);
  const Icon = tone === 'down' ? TrendingDown : TrendingUp;
  return (
    <p
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1 font-medium',
        tone === 'up' && 'text-green-700',
        tone === 'down' && 'text-red-600',
        (tone === 'flat' || tone === 'none') && 'text-slate-500',
      )}
      title={tone === 'none' ? 'Not comparable: nothing in the previous period' : undefined}
    >
      {(tone === 'up' || tone === 'down') && <Icon className="h-3.5 w-3.5" aria-hidden="true" />}
      {text}
      {tone === 'none' && <span className="sr-only">no comparison with the last period</span>}
    </p>
  );
}

/** How a count compares with the previous period, in plain numbers: a percentage of a small count misleads. */
export function describeCountChange(current: number, previous: number): string {
  const diff = current - previous;
  if (diff === 0) return 'Same as the previous period';
  return diff > 0 ? `${diff} more than the previous period` : `${-diff} fewer than the previous period`;
}

export function CountChangeLine({ current, previous }: { current: number; previous: number }) {
  return <p className="font-medium text-slate-500">{describeCountChange(current, previous)}</p>;
}
