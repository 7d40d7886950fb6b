import type { Order } from '@shop/shared/schemas/order';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { useOnlinePayment } from '../../../hooks/payment/use-online-payment';
import { canPay } from '../../../lib/payment/pay-step';
import { ordersQueryKey } from '../../../lib/orders/get-my-orders';
import { useT } from '../../../lib/i18n/i18n';

/**
 * "Pay now" for an unpaid online order within its window (My Orders and its detail): the same payment flow
 * as checkout, on the same order, so paying later never makes a second order.
 */
export function PayNowButton({ order, size = 'sm' }: { order: Order; size?: 'sm' | 'md' }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  const payment = useOnlinePayment({
    paidMessage: t('orders.paidThanks'),
    onPaid: async () => {
      await refresh();
    },
    onClosed: () => void refresh(),
  });
  const { begin } = payment;
  useEffect(() => {
    begin(order);
  }, [begin, order]);

  const isWorking = payment.phase === 'starting' || payment.phase === 'verifying' || payment.phase === 'confirming';
  return (
    <Button
      size={size}
      onClick={() => void payment.pay()}
      disabled={!canPay(payment.phase)}
      isLoading={isWorking}
      data-testid="pay-now"
    >
      {!isWorking && <CreditCard className="h-4 w-4" aria-hidden="true" />}
      {t('orders.payNow')}
    </Button>
  );
}
