import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A table on a white card (the audit log, the user list of wide screens): `head` is the header row's cells on
 * grey, `children` the body's rows between hairlines; it scrolls sideways when the screen is too narrow.
 */
export function CardTable({
  head,
  headClassName,
  className,
  children,
}: {
  head: ReactNode;
  headClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm', className)}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className={cn('bg-slate-50', headClassName)}>
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
