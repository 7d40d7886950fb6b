import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { isCancellable } from '@shop/shared/order-status';
import type { Order } from '@shop/shared/schemas/order';
import { Eye, FileDown, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { OrderStateBadge } from '../../../components/status-badges';
import { countOrderItems } from '../utils/order-display';
import { InvoiceNote, invoiceUnavailableReason } from './invoice-note';
import { ReviewLinks } from './review-links';
import { OrderThumbnails } from './order-thumbnails';
import { PayNowButton } from './pay-now-button';
import { isPayableNow } from '../../../lib/orders/pay-now';
import { CodCollectionNote } from '../../../components/orders/cod-collection';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { orderStateWords, paymentMethodWords, paymentStateWords } from '../utils/order-words';

export interface OrderCardProps {
  order: Order;
  onViewDetails: () => void;
  onDownloadInvoice: () => void;
  onCancel: () => void;
  isDownloading: boolean;
}

/** One order in My Orders: number, status, date, total, payment method, pictures and the actions it allows. */
export function OrderCard({ order, onViewDetails, onDownloadInvoice, onCancel, isDownloading }: OrderCardProps) {
  const { t, locale } = useT();
  const number = formatOrderNumber(order._id);
  const headingId = `order-${order._id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="order-card"
      data-order-id={order._id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={headingId} className="font-mono text-base font-semibold text-slate-900">
              #{number}
            </h2>
            <OrderStateBadge order={order} label={orderStateWords(order, t)} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {richText(
              t('orders.placedOn', { date: formatDate(order.createdAt, locale) }),
              <time dateTime={order.createdAt} />,
            )}
          </p>
        </div>
        {/* Wraps within its share on a phone instead of running over the status badge. */}
        <div className="max-w-[45%] text-right sm:max-w-none">
          <p className="whitespace-nowrap text-lg font-bold text-slate-900" data-testid="order-total">
            {formatRupees(order.total)}
          </p>
          <p className="text-xs text-slate-500">
            <span data-testid="order-payment-method">{paymentMethodWords(order.paymentMethod, t)}</span>
            {' · '}
            <span data-testid="order-payment-state">{paymentStateWords(order, t)}</span>
          </p>
          <CodCollectionNote order={order} className="text-xs text-slate-700" />
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <OrderThumbnails items={order.items} />
        <p className="text-sm text-slate-600" data-testid="order-item-count">
          {t('orders.itemCount', { count: countOrderItems(order) })}
        </p>
      </div>

      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button variant="outline" size="sm" onClick={onViewDetails}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          {t('orders.viewDetails')}
        </Button>
        {isPayableNow(order) && <PayNowButton order={order} />}
        {order.invoiceNumber ? (
          <Button variant="secondary" size="sm" onClick={onDownloadInvoice} isLoading={isDownloading}>
            {!isDownloading && <FileDown className="h-4 w-4" aria-hidden="true" />}
            {t('orders.invoice')}
          </Button>
        ) : (
          <InvoiceNote reason={invoiceUnavailableReason(order, t)} className="self-center" />
        )}
        {isCancellable(order.status) && (
          <Button variant="ghost" size="sm" onClick={onCancel} className="text-red-600 hover:bg-red-50 sm:ml-auto">
            <XCircle className="h-4 w-4" aria-hidden="true" />
            {t('orders.cancel')}
          </Button>
        )}
      </div>
      {order.status === 'delivered' && <ReviewLinks order={order} />}
    </article>
  );
}
