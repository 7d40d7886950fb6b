import { formatRupees } from '@shop/shared/money';
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Fact } from '../../../components/ui/fact';
import { Skeleton } from '../../../components/ui/skeleton';
import { orderPaymentQueryOptions } from '../api/get-order-payment';
import { paymentStateLabel } from '@shop/shared/status-words';
import type { Order } from '@shop/shared/schemas/order';
import { formatRefundStatus } from '../utils/order-display';

/**
 * The online payment behind an order (GET /api/orders/:id/payment): its status, the provider's order and
 * payment ids (what support asks for) and, after a cancellation, the refund.
 */
export function PaymentDetails({ order }: { order: Order }) {
  const { data, isPending, isError } = useQuery(orderPaymentQueryOptions(order._id));
  const payment = data?.payment ?? null;

  return (
    <section
      aria-labelledby="payment-details-heading"
      className="rounded-xl border border-brand-100 bg-brand-50/40 p-4"
      data-testid="payment-details"
    >
      <h3 id="payment-details-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <CreditCard className="h-5 w-5 text-brand-600" aria-hidden="true" />
        Payment
      </h3>
      {isPending ? (
        <div className="mt-3 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : isError || !data ? (
        <p className="mt-2 text-sm text-slate-600">Payment details could not be loaded just now.</p>
      ) : (
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <Fact breakAll label="Payment status" testId="payment-status">
            {paymentStateLabel({ ...order, paymentStatus: data.paymentStatus })}
          </Fact>
          {payment ? (
            <>
              <Fact breakAll label="Razorpay order ID" testId="payment-provider-order-id">
                <span className="font-mono">{payment.providerOrderId}</span>
              </Fact>
              <Fact breakAll label="Payment ID" testId="payment-provider-payment-id">
                {payment.providerPaymentId ? (
                  <span className="font-mono">{payment.providerPaymentId}</span>
                ) : (
                  <span className="font-normal text-slate-500">No successful payment yet</span>
                )}
              </Fact>
              {(payment.refundStatus || payment.refundedAmount > 0) && (
                <Fact breakAll label="Refund" testId="payment-refund">
                  {payment.refundStatus ? formatRefundStatus(payment.refundStatus) : 'Refunded'}
                  {payment.refundedAmount > 0 && (
                    <span className="block text-xs font-normal text-slate-500">
                      Refund amount {formatRupees(payment.refundedAmount)}
                    </span>
                  )}
                </Fact>
              )}
            </>
          ) : (
            // No payment record: a status already says "Paid" (a paid order has nothing to add), else say why.
            data.paymentStatus !== 'paid' && (
              <Fact breakAll label="Razorpay payment">
                <span className="font-normal text-slate-500">Not started yet</span>
              </Fact>
            )
          )}
        </dl>
      )}
    </section>
  );
}
