import { formatRupees } from '@shop/shared/money';
import type { GstReconciliation } from '@shop/shared/schemas/gst-returns';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useGstReconciliation } from '../api/get-gstr1';
import { Panel } from './panel';

/** "+ ₹1,499.00" / "− ₹2,597.00": the sign says which way the line moves the figure. */
function signed(amount: number): string {
  return `${amount < 0 ? '−' : '+'} ${formatRupees(Math.abs(amount))}`;
}

function Row({ label, amount, testId, isTotal }: { label: string; amount: string; testId: string; isTotal?: boolean }) {
  return (
    <li
      className={cn(
        'flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6 sm:px-5',
        isTotal && 'bg-slate-50 font-semibold text-slate-900',
      )}
    >
      <span className="text-sm text-slate-700">{label}</span>
      <span className="shrink-0 text-sm font-medium text-slate-900 tabular-nums sm:text-right" data-testid={testId}>
        {amount}
      </span>
    </li>
  );
}

function Lines({ data }: { data: GstReconciliation }) {
  const isExplained = data.unexplained === 0;
  return (
    <>
      <ol className="-mx-4 divide-y divide-slate-100 border-y border-slate-100 sm:-mx-5" aria-label="Reconciliation">
        <Row
          label="GSTR-1 net value (invoices less credit notes of the month)"
          amount={formatRupees(data.gstNetValue)}
          testId="recon-gst-net"
          isTotal
        />
        {data.lines.map((line) => (
          <Row
            key={line.key}
            label={`${line.label} (${line.count})`}
            amount={signed(line.amount)}
            testId={`recon-${line.key}`}
          />
        ))}
        <Row
          label="Sales report revenue for the month"
          amount={formatRupees(data.salesRevenue)}
          testId="recon-sales"
          isTotal
        />
      </ol>
      <p
        className={cn('mt-3 text-sm', isExplained ? 'text-green-700' : 'font-medium text-red-700')}
        data-testid="recon-unexplained"
      >
        {isExplained
          ? 'Every difference is explained (₹0.00 left over).'
          : `${formatRupees(data.unexplained)} is not explained by the lines above: tell your developer before filing.`}
      </p>
    </>
  );
}

/**
 * Why the month's GSTR-1 does not equal the sales report (docs/decisions/181): the server's lines, shown as
 * they come, from the GST figure down to the sales report's.
 */
export function GstReconciliationPanel({ month }: { month: string }) {
  const reconciliation = useGstReconciliation(month);
  return (
    <Panel title="GSTR-1 and the sales report">
      <p className="mb-3 text-sm text-slate-600">
        GSTR-1 counts invoices when an order is packed and credit notes when they are issued; the sales report counts an
        order on the day it was placed, once the money is in (cash on delivery when delivered). From one to the other:
      </p>
      {reconciliation.isPending ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : reconciliation.isError || !reconciliation.data ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(reconciliation.error, 'Failed to reconcile with the sales report')}
        </p>
      ) : (
        <Lines data={reconciliation.data} />
      )}
    </Panel>
  );
}
