import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@shop/shared/returns';
import { RETURN_MESSAGES, type ReturnRequestDto } from '@shop/shared/schemas/returns';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { RETURNS_PAGE_SIZE, type ReturnAction, useAdminReturns, useReturnAction } from '../api/returns';
import { FilterTabs } from '../components/filter-tabs';
import { Pagination } from '../components/pagination';
import { QueryStates } from '../components/query-states';

type Filter = ReturnStatus | 'all';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
];

const DONE: Record<ReturnAction['kind'], string> = {
  decision: 'Return updated',
  track: 'Tracking refreshed',
  received: 'Marked received: stock and credit note updated',
  refund: 'Refund started',
  'payout-paid': 'Payout recorded',
};

function ReturnDialog({ ret, onClose }: { ret: ReturnRequestDto | null; onClose: () => void }) {
  const toast = useToast();
  const action = useReturnAction();
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [damaged, setDamaged] = useState<string[]>([]);
  const [current, setCurrent] = useState<ReturnRequestDto | null>(null);
  const shown = current && ret && current._id === ret._id ? current : ret;
  // Damaged lines are marked when the parcel is checked: only before "Received and verified".
  const canMarkDamaged = shown?.status === 'pickup_scheduled' || shown?.status === 'in_transit';

  const run = (input: ReturnAction) =>
    action.mutate(input, {
      onSuccess: (updated) => {
        setCurrent(updated);
        toast.success(DONE[input.kind]);
      },
      onError: (error) => toast.error(getErrorMessage(error, 'Could not update the return')),
    });

  const close = () => {
    setNote('');
    setReference('');
    setDamaged([]);
    setCurrent(null);
    onClose();
  };

  return (
    <Modal
      open={ret !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      size="lg"
      title={shown ? `Return for order #${formatOrderNumber(shown.orderId)}` : 'Return'}
      description={
        shown
          ? `${shown.customerName ?? ''} <${shown.customerEmail ?? ''}> · ${RETURN_STATUS_LABELS[shown.status]}`
          : undefined
      }
    >
      {shown && (
        <div className="space-y-4 text-sm">
          <div>
            <p className="font-medium text-slate-900">{RETURN_REASON_LABELS[shown.reason]}</p>
            <p className="whitespace-pre-line text-slate-700">{shown.description}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {shown.evidence.map((e) =>
              e.kind === 'photo' ? (
                <a key={e.url} href={e.url} target="_blank" rel="noreferrer">
                  <img
                    src={e.url}
                    alt="Customer's photo"
                    className="h-20 w-20 rounded-lg border border-slate-200 object-cover"
                  />
                </a>
              ) : (
                <video key={e.url} src={e.url} controls className="h-32 rounded-lg border border-slate-200" />
              ),
            )}
          </div>
          <table className="w-full text-left">
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1">Item</th>
                <th className="py-1 pl-2 text-right">Qty</th>
                <th className="py-1 pl-2 text-right">Refund</th>
                {canMarkDamaged && <th className="py-1 pl-2 text-right">Damaged</th>}
              </tr>
            </thead>
            <tbody>
              {shown.items.map((item) => (
                <tr key={item.orderItemId} className="border-t border-slate-100">
                  <td className="py-1">{item.name}</td>
                  <td className="py-1 pl-2 text-right">{item.quantity}</td>
                  <td className="py-1 pl-2 text-right whitespace-nowrap">{formatRupees(item.refund)}</td>
                  {canMarkDamaged && (
                    <td className="py-1 pl-2 text-right">
                      <input
                        type="checkbox"
                        aria-label={`${item.name} arrived damaged`}
                        checked={damaged.includes(item.orderItemId)}
                        onChange={(e) =>
                          setDamaged(
                            e.target.checked
                              ? [...damaged, item.orderItemId]
                              : damaged.filter((d) => d !== item.orderItemId),
                          )
                        }
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="rounded-lg bg-slate-50 px-3 py-2" data-testid="admin-refund-amount">
            Refund amount: <span className="font-semibold">{formatRupees(shown.refundAmount)}</span>
            {shown.refundMethod === 'razorpay'
              ? ' to the original Razorpay payment'
              : shown.payout
                ? ` to be paid by you to ${shown.payout.destination}`
                : ''}
            <span className="block text-xs text-slate-500">
              The items' price less their discount share; shipping and COD fees are not refunded.
            </span>
          </p>
          {shown.pickup && (
            <p>
              Reverse pickup: shipment {shown.pickup.shipmentId}
              {shown.pickup.awb ? `, AWB ${shown.pickup.awb}` : ''}
              {shown.pickup.status ? ` · ${shown.pickup.status}` : ''}
            </p>
          )}
          {shown.creditNoteNumber && <p>Credit note {shown.creditNoteNumber}</p>}
          {shown.payout?.reference && <p>Paid, reference {shown.payout.reference}</p>}
          <ol className="space-y-1 border-l-2 border-slate-200 pl-4">
            {shown.events.map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <span className="font-medium">{e.label}</span>{' '}
                <span className="text-xs text-slate-500">{formatDate(e.at)}</span>
                {e.note && <span className="block text-slate-600">{e.note}</span>}
              </li>
            ))}
          </ol>

          <div className="space-y-3 border-t border-slate-200 pt-4">
            {(shown.status === 'requested' || (shown.status === 'approved' && !shown.pickup)) && (
              <>
                <div>
                  <Label htmlFor="return-note">Note to the customer (needed to reject)</Label>
                  <Input id="return-note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    isLoading={action.isPending}
                    onClick={() =>
                      run({ kind: 'decision', id: shown._id, decision: 'approve', note: note.trim() || undefined })
                    }
                  >
                    {shown.status === 'approved' ? 'Book pickup again' : 'Approve and book pickup'}
                  </Button>
                  {shown.status === 'requested' && (
                    <Button
                      variant="danger"
                      onClick={() =>
                        note.trim().length < 3
                          ? toast.error(RETURN_MESSAGES.rejectNote)
                          : run({ kind: 'decision', id: shown._id, decision: 'reject', note: note.trim() })
                      }
                    >
                      Reject
                    </Button>
                  )}
                </div>
              </>
            )}
            {(shown.status === 'pickup_scheduled' || shown.status === 'in_transit') && (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  isLoading={action.isPending}
                  onClick={() => run({ kind: 'track', id: shown._id })}
                >
                  Refresh tracking
                </Button>
                <Button onClick={() => run({ kind: 'received', id: shown._id, damagedItemIds: damaged })}>
                  Received and verified
                </Button>
              </div>
            )}
            {shown.status === 'received' && (
              <Button isLoading={action.isPending} onClick={() => run({ kind: 'refund', id: shown._id })}>
                Refund {formatRupees(shown.refundAmount)}
              </Button>
            )}
            {shown.status === 'refund_pending' && shown.refundMethod === 'manual' && (
              <div className="flex flex-wrap items-end gap-2">
                <div className="min-w-0 flex-1">
                  <Label htmlFor="payout-reference">Payment reference (UTR / UPI transaction id)</Label>
                  <Input
                    id="payout-reference"
                    value={reference}
                    maxLength={64}
                    onChange={(e) => setReference(e.target.value)}
                  />
                </div>
                <Button
                  isLoading={action.isPending}
                  onClick={() => run({ kind: 'payout-paid', id: shown._id, reference: reference.trim() })}
                >
                  Mark paid
                </Button>
              </div>
            )}
            {shown.status === 'refund_pending' && shown.refundMethod === 'razorpay' && (
              <Button
                variant="outline"
                isLoading={action.isPending}
                onClick={() => run({ kind: 'refund', id: shown._id })}
              >
                Send the refund again
              </Button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}

/** Returns (/admin/returns): customers' return requests by status; approve, track, receive, refund. */
export function AdminReturnsRoute() {
  useDocumentTitle('Returns');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
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
        <FilterTabs
          label="Status"
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      </div>
      <QueryStates
        query={returns}
        loading={<Skeleton className="h-40 w-full rounded-xl" />}
        errorTitle="Could not load the returns"
        errorFallback="Could not load the returns"
        isEmpty={returns.data?.returns.length === 0}
        emptyIcon={<RotateCcw className="h-8 w-8 text-slate-300" aria-hidden="true" />}
        empty="No returns here"
      >
        <>
          <ul className="space-y-2" aria-label="Returns">
            {(returns.data?.returns ?? []).map((r) => (
              <li key={r._id}>
                <button
                  type="button"
                  onClick={() => setOpen(r)}
                  data-testid="admin-return-row"
                  className="flex w-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-left hover:border-brand-300 sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium text-slate-900">
                      Order #{formatOrderNumber(r.orderId)} · {r.customerName}
                    </span>
                    <span className="truncate text-sm text-slate-500">
                      {RETURN_REASON_LABELS[r.reason]} · {r.items.map((i) => `${i.quantity} x ${i.name}`).join(', ')}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-3 text-sm">
                    <span className="font-semibold">{formatRupees(r.refundAmount)}</span>
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {RETURN_STATUS_LABELS[r.status]}
                    </span>
                    <span className="text-xs text-slate-500">{formatDate(r.createdAt)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={RETURNS_PAGE_SIZE}
            total={returns.data?.total ?? 0}
            onPageChange={setPage}
          />
        </>
      </QueryStates>
      <ReturnDialog ret={open} onClose={() => setOpen(null)} />
    </>
  );
}
