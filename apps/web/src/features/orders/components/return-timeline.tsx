import { formatRupees } from '@shop/shared/money';
import { RETURN_STATUS_LABELS } from '@shop/shared/returns';
import type { ReturnRequestDto } from '@shop/shared/schemas/returns';
import { formatDateTime } from '../utils/order-display';

/** One return of the order: its items, status, refund and what has happened so far. */
export function ReturnTimeline({ ret }: { ret: ReturnRequestDto }) {
  return (
    <div className="rounded-xl border border-slate-200 p-3" data-testid="return-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">
          {ret.items.map((i) => `${i.quantity} x ${i.name}`).join(', ')}
        </p>
        <span
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
          data-testid="return-status"
        >
          {RETURN_STATUS_LABELS[ret.status]}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Refund: {formatRupees(ret.refundAmount)}
        {ret.refundMethod === 'manual' && ret.payout
          ? ` to ${ret.payout.destination}`
          : ' to your original payment method'}
      </p>
      <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4" aria-label="Return progress">
        {ret.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-sm" data-testid="return-event">
            <span className="font-medium text-slate-900">{event.label}</span>
            <span className="ml-2 text-xs text-slate-500">{formatDateTime(event.at)}</span>
            {event.note && <span className="block text-slate-600">{event.note}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
