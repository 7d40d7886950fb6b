import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@shop/shared/returns';
import type { ReturnRequestDto } from '@shop/shared/schemas/returns';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { RETURNS_PAGE_SIZE, useAdminReturns } from '../api/returns';
import { FilteredListScreen, useFilteredPages } from '../components/filtered-list-screen';
import { RowButtonList } from '../components/row-button-list';
import { ReturnDialog } from '../components/return-dialog';

type Filter = ReturnStatus | 'all';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
];

/** A return in the list: its order and customer, reason and items, refund, status and date. */
function ReturnSummary({ ret }: { ret: ReturnRequestDto }) {
  return (
    <>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-slate-900">
          Order #{formatOrderNumber(ret.orderId)} · {ret.customerName}
        </span>
        <span className="truncate text-sm text-slate-500">
          {RETURN_REASON_LABELS[ret.reason]} · {ret.items.map((i) => `${i.quantity} x ${i.name}`).join(', ')}
        </span>
        {ret.exchange && (
          <span className="truncate text-sm font-medium text-brand-700" data-testid="admin-return-exchange">
            Exchange for {ret.exchange.title}
            {ret.exchange.difference !== 0 &&
              ` · ${ret.exchange.difference > 0 ? 'customer pays' : 'refund'} ${formatRupees(Math.abs(ret.exchange.difference))}`}
          </span>
        )}
      </span>
      <span className="flex shrink-0 items-center gap-3 text-sm">
        <span className="font-semibold">{formatRupees(ret.refundAmount)}</span>
        {ret.refundOverdue && ret.refundDueAt && (
          <span
            className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800"
            title={`Refund was due by ${formatDate(ret.refundDueAt)} (15 business days after it was received)`}
            data-testid="refund-overdue"
          >
            Refund overdue
          </span>
        )}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {RETURN_STATUS_LABELS[ret.status]}
        </span>
        <span className="text-xs text-slate-500">{formatDate(ret.createdAt)}</span>
      </span>
    </>
  );
}

/** Returns (/admin/returns): customers' return requests by status; approve, track, receive, refund. */
export function AdminReturnsRoute() {
  const view = useFilteredPages<Filter>('all');
  // The return opened stays open while its steps move it out of the filtered list.
  const [open, setOpen] = useState<ReturnRequestDto | null>(null);
  const returns = useAdminReturns(view.filter, view.page);
  const rows = returns.data?.returns ?? [];

  return (
    <>
      <FilteredListScreen
        title="Returns"
        subtitle="Return requests within 48 hours of delivery (or opened by you for a customer): approve, book the pickup, check what came back, refund within 15 business days."
        filters={{ label: 'Status', options: FILTERS }}
        view={view}
        query={returns}
        isEmpty={rows.length === 0}
        pages={{ size: RETURNS_PAGE_SIZE }}
        errorTitle="Could not load the returns"
        emptyIcon={RotateCcw}
        empty="No returns here"
      >
        <RowButtonList label="Returns" rows={rows} onOpen={setOpen} rowTestId="admin-return-row">
          {(r) => <ReturnSummary ret={r} />}
        </RowButtonList>
      </FilteredListScreen>
      <ReturnDialog ret={open} onClose={() => setOpen(null)} />
    </>
  );
}
