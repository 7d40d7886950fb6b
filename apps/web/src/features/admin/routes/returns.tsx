import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@shop/shared/returns';
import type { ReturnRequestDto } from '@shop/shared/schemas/returns';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDate } from '../../../lib/format';
import { RETURNS_PAGE_SIZE, useAdminReturns } from '../api/returns';
import { FilterTabs } from '../components/filter-tabs';
import { ListRowButton } from '../components/list-row-button';
import { PagedQueryList } from '../components/paged-query-list';
import { ReturnDialog } from '../components/return-dialog';
import { usePageFor } from '../hooks/use-page-for';

type Filter = ReturnStatus | 'all';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
];

function ReturnRow({ ret, onOpen }: { ret: ReturnRequestDto; onOpen: () => void }) {
  return (
    <ListRowButton onClick={onOpen} data-testid="admin-return-row">
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-slate-900">
          Order #{formatOrderNumber(ret.orderId)} · {ret.customerName}
        </span>
        <span className="truncate text-sm text-slate-500">
          {RETURN_REASON_LABELS[ret.reason]} · {ret.items.map((i) => `${i.quantity} x ${i.name}`).join(', ')}
        </span>
      </span>
      <span className="flex shrink-0 items-center gap-3 text-sm">
        <span className="font-semibold">{formatRupees(ret.refundAmount)}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {RETURN_STATUS_LABELS[ret.status]}
        </span>
        <span className="text-xs text-slate-500">{formatDate(ret.createdAt)}</span>
      </span>
    </ListRowButton>
  );
}

/** Returns (/admin/returns): customers' return requests by status; approve, track, receive, refund. */
export function AdminReturnsRoute() {
  useDocumentTitle('Returns');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = usePageFor(filter);
  // The return opened stays open while its steps move it out of the filtered list.
  const [open, setOpen] = useState<ReturnRequestDto | null>(null);
  const returns = useAdminReturns(filter, page);

  return (
    <>
      <PageHeader
        title="Returns"
        subtitle="Return requests within 48 hours of delivery: approve, book the pickup, check what came back, refund."
      />
      <div className="mb-4 overflow-x-auto">
        <FilterTabs label="Status" options={FILTERS} value={filter} onChange={setFilter} />
      </div>
      <PagedQueryList
        query={returns}
        loading={<Skeleton className="h-40 w-full rounded-xl" />}
        errorTitle="Could not load the returns"
        errorFallback="Could not load the returns"
        isEmpty={returns.data?.returns.length === 0}
        emptyIcon={<RotateCcw className="h-8 w-8 text-slate-300" aria-hidden="true" />}
        empty="No returns here"
        pagination={{ page, pageSize: RETURNS_PAGE_SIZE, total: returns.data?.total ?? 0, onPageChange: setPage }}
      >
        <ul className="space-y-2" aria-label="Returns">
          {(returns.data?.returns ?? []).map((r) => (
            <li key={r._id}>
              <ReturnRow ret={r} onOpen={() => setOpen(r)} />
            </li>
          ))}
        </ul>
      </PagedQueryList>
      <ReturnDialog ret={open} onClose={() => setOpen(null)} />
    </>
  );
}
