import type { ReactNode } from 'react';

/**
 * The label / amount rows of an order or cart summary (inside a `<dl>`), one look for the storefront panels
 * (`variant="panel"`) and a denser one for the admin's order details (`variant="compact"`).
 */
type Variant = 'panel' | 'compact';

const ROW: Record<Variant, { row: string; dt: string; dd: string }> = {
  panel: { row: 'flex justify-between gap-4 text-sm', dt: 'text-slate-600', dd: 'font-medium text-slate-900' },
  compact: { row: 'flex justify-between gap-4 py-0.5', dt: 'text-slate-500', dd: 'text-right text-slate-900' },
};

const TOTAL: Record<Variant, string> = {
  panel: 'flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900',
  compact: 'mt-1 flex justify-between gap-4 border-t border-slate-100 pt-2 font-semibold text-slate-900',
};

export function SummaryRow({
  label,
  children,
  testId,
  variant = 'panel',
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  variant?: Variant;
}) {
  const look = ROW[variant];
  return (
    <div className={look.row}>
      <dt className={look.dt}>{label}</dt>
      <dd className={look.dd} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The bold total under a rule. */
export function SummaryTotal({
  label = 'Total',
  children,
  testId,
  variant = 'panel',
}: {
  label?: ReactNode;
  children: ReactNode;
  testId?: string;
  variant?: Variant;
}) {
  return (
    <div className={TOTAL[variant]}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
