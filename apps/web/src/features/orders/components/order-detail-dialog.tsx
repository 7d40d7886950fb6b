import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { Order } from '@shop/shared/schemas/order';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { Modal } from '../../../components/ui/modal';
import { OrderStateBadge } from '../../../components/status-badges';
import { formatDate, formatDateTime } from '../../../lib/format';
import { InvoiceNote, invoiceUnavailableReason } from './invoice-note';
import { ReviewLinks } from './review-links';
import { CreditNotesList } from '../../../components/orders/credit-notes-list';
import { OrderItems } from './order-items';
import { OrderReturns } from './order-returns';
import { OrderTimeline } from './order-timeline';
import { PaymentDetails } from './payment-details';
import { PayNowButton } from './pay-now-button';
import { isPayableNow } from '../../../lib/orders/pay-now';
import { CodCollectionNote } from '../../../components/orders/cod-collection';
import { ShipmentTracking } from './shipment-tracking';
import { useT } from '../../../lib/i18n/i18n';
import { orderStateWords, paymentMethodWords, paymentStateWords } from '../utils/order-words';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Why an order stopped: brought back by the courier, or cancelled (with the reason given). */
function CancellationNotice({ order }: { order: Order }) {
  const { t, locale } = useT();
  if (order.status !== 'cancelled') return null;
  return order.returnedAt ? (
    <p className="rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-900" data-testid="returned-to-seller">
      {t('detail.returnedOn', { date: formatDateTime(order.returnedAt, locale) })}
      {order.paymentStatus === 'refunded' && ` ${t('detail.refunded')}`}
    </p>
  ) : (
    <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {order.cancelledAt
        ? t('detail.cancelledOn', { date: formatDateTime(order.cancelledAt, locale) })
        : t('detail.cancelled')}
      {order.cancelReason && (
        <span className="mt-1 block" data-testid="cancel-reason">
          {t('detail.reason', { reason: order.cancelReason })}
        </span>
      )}
    </p>
  );
}

export interface OrderDetailDialogProps {
  order: Order | null;
  onOpenChange: (open: boolean) => void;
  onDownloadInvoice: (orderId: string) => void;
  isDownloading: boolean;
}

/** Everything about one order: facts, progress, tracking, where it goes, what is in it. */
export function OrderDetailDialog({ order, onOpenChange, onDownloadInvoice, isDownloading }: OrderDetailDialogProps) {
  // The tax invoice exists from packing on (issued at or before dispatch), and stays after a cancellation.
  const hasInvoice = Boolean(order?.invoiceNumber);
  const { t, locale } = useT();
  return (
    <Modal
      open={order !== null}
      onOpenChange={onOpenChange}
      size="lg"
      closeLabel={t('detail.close')}
      title={order ? t('detail.title', { number: formatOrderNumber(order._id) }) : ''}
      description={order ? t('detail.placedOn', { date: formatDateTime(order.createdAt, locale) }) : undefined}
      footer={
        order && (
          <>
            <Button
              variant="secondary"
              onClick={() => onDownloadInvoice(order._id)}
              disabled={!hasInvoice}
              isLoading={isDownloading}
              aria-describedby={hasInvoice ? undefined : 'detail-invoice-note'}
            >
              {!isDownloading && <FileDown className="h-4 w-4" aria-hidden="true" />}
              {t('detail.download')}
            </Button>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('detail.close')}
            </Button>
            {!hasInvoice && (
              <InvoiceNote
                id="detail-invoice-note"
                reason={invoiceUnavailableReason(order, t)}
                className="w-full text-right sm:order-first sm:w-auto sm:flex-1 sm:text-left"
              />
            )}
          </>
        )
      }
    >
      {order && (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-4">
            <Fact label={t('detail.orderDate')}>{formatDate(order.createdAt, locale)}</Fact>
            <Fact label={t('detail.status')}>
              <OrderStateBadge order={order} label={orderStateWords(order, t)} />
            </Fact>
            <Fact label={t('detail.paymentMethod')}>
              {paymentMethodWords(order.paymentMethod, t)}
              <span className="block text-xs font-normal text-slate-500" data-testid="detail-payment-status">
                {paymentStateWords(order, t)}
              </span>
            </Fact>
            <Fact label={t('detail.total')} testId="detail-total">
              {formatRupees(order.total)}
            </Fact>
            {order.invoiceNumber && (
              <Fact label={t('detail.invoiceNumber')} testId="detail-invoice-number">
                <span className="font-mono">{order.invoiceNumber}</span>
              </Fact>
            )}
            {order.trackingNumber && (
              <Fact label={t('detail.trackingNumber')}>
                <span className="font-mono">{order.trackingNumber}</span>
              </Fact>
            )}
          </dl>

          <CodCollectionNote order={order} className="rounded-xl bg-slate-50 p-3 text-sm text-slate-900" />
          <CreditNotesList orderId={order._id} hasInvoice={hasInvoice} />
          {order.paymentMethod === 'razorpay' && <PaymentDetails order={order} />}
          {isPayableNow(order) && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <span>{t('detail.waitingPayment')}</span>
              <PayNowButton order={order} />
            </div>
          )}
          {order.paymentMethod === 'whatsapp' && order.status === 'pending' && !order.confirmedAt && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="awaiting-confirmation">
              {t('detail.awaitingWhatsApp')}
            </p>
          )}

          <Section title={t('detail.progress')}>
            <CancellationNotice order={order} />
            <OrderTimeline order={order} />
          </Section>

          {order.status === 'delivered' && (
            <Section title={t('detail.reviews')}>
              <ReviewLinks order={order} />
            </Section>
          )}

          {order.status === 'delivered' && (
            <Section title={t('detail.returns')}>
              <OrderReturns orderId={order._id} />
            </Section>
          )}

          {order.status === 'shipped' && order.trackingNumber && (
            <ShipmentTracking trackingNumber={order.trackingNumber} />
          )}

          <div className="grid gap-6 sm:grid-cols-2">
            <Section title={t('detail.address')}>
              <address className="text-sm text-slate-700 not-italic">
                <span className="block">{order.shippingAddress.street}</span>
                <span className="block">
                  {order.shippingAddress.city}, {order.shippingAddress.state}
                </span>
                <span className="block">{t('detail.pin', { pincode: order.shippingAddress.pincode })}</span>
              </address>
            </Section>
            <Section title={t('detail.contact')}>
              <p className="text-sm text-slate-700">
                <span className="block font-medium text-slate-900">{order.shippingAddress.name}</span>
                <span className="block">{order.shippingAddress.phone}</span>
                {order.shippingAddress.email && <span className="block break-all">{order.shippingAddress.email}</span>}
              </p>
            </Section>
          </div>

          <Section title={t('detail.items')}>
            <OrderItems order={order} />
          </Section>

          {order.notes && (
            <Section title={t('detail.notes')}>
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm whitespace-pre-line text-amber-900">
                {order.notes}
              </p>
            </Section>
          )}
        </div>
      )}
    </Modal>
  );
}
