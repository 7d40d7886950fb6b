import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A titled white card holding one section of an admin screen. */
export function Panel({
  title,
  icon,
  action,
  children,
  className,
  bodyClassName,
}: {
  title: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
}) {
  return (
    <section className={cn('flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm', className)}>
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {icon}
          {title}
        </h2>
        {action}
      </header>
      <div className={cn('flex-1 p-4 sm:p-5', bodyClassName)}>{children}</div>
    </section>
  );
}

/** What a list says when it has nothing to show. */
export function EmptyNote({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 py-8 text-center text-sm text-slate-500">
      {icon}
      <p>{children}</p>
    </div>
  );
}
