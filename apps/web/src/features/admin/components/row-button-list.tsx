import type { ReactNode } from 'react';

/**
 * A clickable list (Inbox, Returns): each row is a whole-card button that opens its item; `children` draws a
 * row's content, `rowTestId` marks the rows for the browser tests.
 */
export function RowButtonList<Row extends { _id: string }>({
  label,
  rows,
  onOpen,
  rowTestId,
  children,
}: {
  label: string;
  rows: readonly Row[];
  onOpen: (row: Row) => void;
  rowTestId?: string;
  children: (row: Row) => ReactNode;
}) {
  return (
    <ul className="space-y-2" aria-label={label}>
      {rows.map((row) => (
        <li key={row._id}>
          <button
            type="button"
            onClick={() => onOpen(row)}
            data-testid={rowTestId}
            className="flex w-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-left hover:border-brand-300 sm:flex-row sm:items-center sm:gap-4"
          >
            {children(row)}
          </button>
        </li>
      ))}
    </ul>
  );
}
