import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { ReturnRequestDto } from '@shop/shared/schemas/returns';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { exchangeDifferenceWords } from '../utils/order-words';

/** One return of the order: its items, status, refund and what has happened so far. */
export function ReturnTimeline({ ret }: { ret: ReturnRequestDto }) {
  const { t, locale } = useT();
  return (
    <div className="rounded-xl border border-slate-200 p-3" data-testid="return-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">
          {ret.items.map((i) => t('return.line', { quantity: i.quantity, name: i.name })).join(', ')}
        </p>
        <span
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
          data-testid="return-status"
        >
          {t(`return.status.${ret.status}`)}
        </span>
      </div>
      {ret.exchange && (
        <p className="mt-1 text-sm text-slate-700" data-testid="return-exchange">
          {t('return.exchangeFor', {
            title: ret.exchange.title,
            difference: exchangeDifferenceWords(
              ret.exchange.difference,
              formatRupees(Math.abs(ret.exchange.difference)),
              t,
            ),
          })}
          {ret.exchange.replacementOrderId && (
            <span className="block text-xs text-slate-500">
              {t(ret.exchange.difference > 0 ? 'return.replacementPay' : 'return.replacement', {
                number: formatOrderNumber(ret.exchange.replacementOrderId),
              })}
            </span>
          )}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-500">
        {ret.refundMethod === 'manual' && ret.payout
          ? t('return.refundTo', { amount: formatRupees(ret.refundAmount), destination: ret.payout.destination })
          : t('return.refundOriginal', { amount: formatRupees(ret.refundAmount) })}
      </p>
      <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4" aria-label={t('return.progress')}>
        {ret.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-sm" data-testid="return-event">
            <span className="font-medium text-slate-900">{event.label}</span>
            <span className="ml-2 text-xs text-slate-500">{formatDateTime(event.at, locale)}</span>
            {event.note && <span className="block text-slate-600">{event.note}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
