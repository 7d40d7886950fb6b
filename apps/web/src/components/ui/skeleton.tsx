import { cn } from '../../lib/cn';

/** A grey placeholder block; give it the size of what it stands for so nothing shifts when data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}
