import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/*
 * The bare form controls. A module apart from the labelled fields (input.tsx): a screen that needs only a
 * control (the listing's sort select) does not carry the fields' messages and their words (decision 203).
 */
const control =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600';

function controlClasses(hasError: boolean, className?: string): string {
  return cn(control, hasError ? 'border-red-400' : 'border-slate-300', className);
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={controlClasses(props['aria-invalid'] === true, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={controlClasses(props['aria-invalid'] === true, cn('pr-8', className))} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('mb-1 block text-sm font-medium text-slate-700', className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={controlClasses(props['aria-invalid'] === true, className)} {...props} />;
}
