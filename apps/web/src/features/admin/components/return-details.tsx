import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { RETURN_REASON_LABELS } from '@shop/shared/returns';
import type { ReturnRequestDto } from '@shop/shared/schemas/returns';
import { formatDate } from '../../../lib/format';
import { useSignedInFile } from '../hooks/use-signed-in-file';

/** One evidence file, fetched behind the admin's sign-in (evidence has no public address, decision 155). */
function EvidenceFile({ url, kind }: ReturnRequestDto['evidence'][number]) {
  const src = useSignedInFile(url);
  const frame = 'rounded-lg border border-slate-200';
  if (!src) return <div className={`h-20 w-20 animate-pulse bg-slate-100 ${frame}`} aria-label="Loading the photo" />;
  // Videos were taken before decision 155; the ones kept are still shown.
  if (kind === 'video') return <video src={src} controls className={`h-32 ${frame}`} />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt="Customer's photo" className={`h-20 w-20 object-cover ${frame}`} />
    </a>
  );
}

function Evidence({ evidence }: { evidence: ReturnRequestDto['evidence'] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {evidence.map((e) => (
        <EvidenceFile key={e.url} {...e} />
      ))}
    </div>
  );
}

/** The returned lines; while the parcel is checked each can be marked damaged. */
function ReturnItems({
  items,
  damaged,
  onDamaged,
}: {
  items: ReturnRequestDto['items'];
  /** The damaged lines' ids; undefined when they can no longer be marked. */
  damaged: string[] | undefined;
  onDamaged: (orderItemId: string, isDamaged: boolean) => void;
}) {
  return (
    <table className="w-full text-left">
      <thead className="text-xs text-slate-500">
        <tr>
          <th className="py-1">Item</th>
          <th className="py-1 pl-2 text-right">Qty</th>
          <th className="py-1 pl-2 text-right">Refund</th>
          {damaged && <th className="py-1 pl-2 text-right">Damaged</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.orderItemId} className="border-t border-slate-100">
            <td className="py-1">{item.name}</td>
            <td className="py-1 pl-2 text-right">{item.quantity}</td>
            <td className="py-1 pl-2 text-right whitespace-nowrap">{formatRupees(item.refund)}</td>
            {damaged && (
              <td className="py-1 pl-2 text-right">
                <input
                  type="checkbox"
                  aria-label={`${item.name} arrived damaged`}
                  checked={damaged.includes(item.orderItemId)}
                  onChange={(e) => onDamaged(item.orderItemId, e.target.checked)}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RefundAmount({ ret }: { ret: ReturnRequestDto }) {
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2" data-testid="admin-refund-amount">
      Refund amount: <span className="font-semibold">{formatRupees(ret.refundAmount)}</span>
      {ret.refundMethod === 'razorpay'
        ? ' to the original Razorpay payment'
        : ret.payout
          ? ` to be paid by you to ${ret.payout.destination}`
          : ''}
      <span className="block text-xs text-slate-500">
        The items' price less their discount share, GST included; shipping and COD fees are not refunded.
      </span>
      {ret.refundDueAt && ret.status !== 'refunded' && (
        <span className={`block text-xs ${ret.refundOverdue ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
          {ret.refundOverdue ? 'Overdue: was due by ' : 'Due by '}
          {formatDate(ret.refundDueAt)} (15 business days after it was received)
        </span>
      )}
    </p>
  );
}

/** The exchange asked for: replacement, figures of the credit note and the replacement's invoice, its order. */
function ExchangeSummary({ ret, exchange }: { ret: ReturnRequestDto; exchange: NonNullable<ReturnRequestDto['exchange']> }) {
  const replacementValue = exchange.unitPrice * exchange.quantity;
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2" data-testid="admin-exchange">
      <p className="font-medium text-slate-900">
        Exchange for {exchange.quantity} x {exchange.title} at {formatRupees(exchange.unitPrice)}
      </p>
      <p className="text-xs text-slate-600">
        Credit note for the returned goods: {formatRupees(ret.creditedAmount)} · replacement invoice:{' '}
        {formatRupees(replacementValue)} ·{' '}
        {exchange.difference > 0
          ? `customer pays ${formatRupees(exchange.difference)} online`
          : exchange.difference < 0
            ? `refund ${formatRupees(-exchange.difference)}`
            : 'nothing to pay or refund'}
      </p>
      <p className="text-xs text-slate-600">
        {exchange.replacementOrderId
          ? `Replacement order #${formatOrderNumber(exchange.replacementOrderId)}: pack and ship it from Orders.`
          : 'Approving reserves the replacement from stock and places its order.'}
      </p>
    </div>
  );
}

/** What the customer asked for and what has happened since: reason, evidence, lines, refund, pickup, events. */
export function ReturnDetails({
  ret,
  damaged,
  onDamaged,
}: {
  ret: ReturnRequestDto;
  damaged: string[] | undefined;
  onDamaged: (orderItemId: string, isDamaged: boolean) => void;
}) {
  return (
    <>
      <div>
        <p className="font-medium text-slate-900">
          {RETURN_REASON_LABELS[ret.reason]}
          {ret.openedByAdmin && <span className="ml-2 text-xs font-normal text-slate-500">(opened by the shop)</span>}
        </p>
        <p className="whitespace-pre-line text-slate-700">{ret.description}</p>
      </div>
      <Evidence evidence={ret.evidence} />
      <ReturnItems items={ret.items} damaged={damaged} onDamaged={onDamaged} />
      {ret.exchange && <ExchangeSummary ret={ret} exchange={ret.exchange} />}
      <RefundAmount ret={ret} />
      {ret.pickup && (
        <p>
          Reverse pickup: shipment {ret.pickup.shipmentId}
          {ret.pickup.awb ? `, AWB ${ret.pickup.awb}` : ''}
          {ret.pickup.status ? ` · ${ret.pickup.status}` : ''}
        </p>
      )}
      {ret.creditNoteNumber && <p>Credit note {ret.creditNoteNumber}</p>}
      {ret.payout?.reference && <p>Paid, reference {ret.payout.reference}</p>}
      <ol className="space-y-1 border-l-2 border-slate-200 pl-4">
        {ret.events.map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <span className="font-medium">{e.label}</span>{' '}
            <span className="text-xs text-slate-500">{formatDate(e.at)}</span>
            {e.note && <span className="block text-slate-600">{e.note}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}
