import type { ComponentProps } from 'react';

/** One row of a clickable list (Inbox, Returns): the whole card opens the item. */
export function ListRowButton(props: Omit<ComponentProps<'button'>, 'type' | 'className'>) {
  return (
    <button
      type="button"
      {...props}
      className="flex w-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-left hover:border-brand-300 sm:flex-row sm:items-center sm:gap-4"
    />
  );
}
