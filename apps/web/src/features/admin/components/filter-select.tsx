import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A list screen's filter next to its search box, labelled for screen readers only. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  className,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Its width from the `sm` breakpoint on. */
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'h-10 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500',
          className,
        )}
      >
        {children}
      </select>
    </>
  );
}
