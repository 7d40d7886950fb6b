import { formatRupees } from '@shop/shared/money';
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Fact } from '../../../components/ui/fact';
import { Skeleton } from '../../../components/ui/skeleton';
import { orderPaymentQueryOptions } from '../api/get-order-payment';
import type { Order } from '@shop/shared/schemas/order';
import { useT } from '../../../lib/i18n/i18n';
import { paymentStateWords } from '../utils/order-words';

/**
 * The online payment behind an order (GET /api/orders/:id/payment): its status, the provider's order and
 * payment ids (what support asks for) and, after a cancellation, the refund.
 */
export function PaymentDetails({ order }: { order: Order }) {
  const { data, isPending, isError } = useQuery(orderPaymentQueryOptions(order._id));
  const payment = data?.payment ?? null;
  const { t } = useT();

  return (
    <section
      aria-labelledby="payment-details-heading"
      className="rounded-xl border border-brand-100 bg-brand-50/40 p-4"
      data-testid="payment-details"
    >
      <h3 id="payment-details-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <CreditCard className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('pay.title')}
      </h3>
      {isPending ? (
        <div className="mt-3 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : isError || !data ? (
        <p className="mt-2 text-sm text-slate-600">{t('pay.loadFailed')}</p>
      ) : (
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <Fact breakAll label={t('pay.status')} testId="payment-status">
            {paymentStateWords({ ...order, paymentStatus: data.paymentStatus }, t)}
          </Fact>
          {payment ? (
            <>
              <Fact breakAll label={t('pay.orderId')} testId="payment-provider-order-id">
                <span className="font-mono">{payment.providerOrderId}</span>
              </Fact>
              <Fact breakAll label={t('pay.paymentId')} testId="payment-provider-payment-id">
                {payment.providerPaymentId ? (
                  <span className="font-mono">{payment.providerPaymentId}</span>
                ) : (
                  <span className="font-normal text-slate-500">{t('pay.noneYet')}</span>
                )}
              </Fact>
              {(payment.refundStatus || payment.refundedAmount > 0) && (
                <Fact breakAll label={t('pay.refund')} testId="payment-refund">
                  {t(`pay.refundStatus.${payment.refundStatus ?? 'processed'}`)}
                  {payment.refundedAmount > 0 && (
                    <span className="block text-xs font-normal text-slate-500">
                      {t('pay.refundAmount', { amount: formatRupees(payment.refundedAmount) })}
                    </span>
                  )}
                </Fact>
              )}
            </>
          ) : (
            // No payment record: a status already says "Paid" (a paid order has nothing to add), else say why.
            data.paymentStatus !== 'paid' && (
              <Fact breakAll label={t('pay.razorpay')}>
                <span className="font-normal text-slate-500">{t('pay.notStarted')}</span>
              </Fact>
            )
          )}
        </dl>
      )}
    </section>
  );
}
