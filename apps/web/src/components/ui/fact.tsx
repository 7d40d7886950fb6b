import type { ReactNode } from 'react';

/**
 * One labelled value in a `<dl>` of facts (an order's date, status, invoice number, payment ids).
 * `breakAll` lets a long unbroken id wrap anywhere instead of only between words.
 */
export function Fact({
  label,
  children,
  testId,
  breakAll = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  breakAll?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd
        className={`mt-0.5 text-sm font-medium ${breakAll ? 'break-all' : 'break-words'} text-slate-900`}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}
