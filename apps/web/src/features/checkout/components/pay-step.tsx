import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { Order } from '@shop/shared/schemas/order';
import { LockKeyhole } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { canPay, type PayPhase } from '../../../lib/payment/pay-step';
import { amountToPayOnline } from '../../../lib/orders/pay-now';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

export interface PayStepProps {
  order: Order;
  phase: PayPhase;
  onPay: () => void;
}

/**
 * Takes Place Order's place once an online-payment order exists: what was created, and the Pay button. Place
 * Order opens the provider's window itself; when that window is closed or the payment fails, the order waits
 * here with "Pay now".
 */
export function PayStep({ order, phase, onPay }: PayStepProps) {
  const { t, locale } = useT();
  const time = formatDateTime(order.paymentExpiresAt, locale, TIME) || null;
  const isWorking = phase === 'starting' || phase === 'verifying' || phase === 'confirming';
  const isWaiting = canPay(phase);
  const number = formatOrderNumber(order._id);
  const next = isWaiting
    ? time
      ? t('checkout.payNowBy', { time })
      : t('checkout.payNowTo')
    : time
      ? t('checkout.completeInBy', { time })
      : t('checkout.completeIn');
  return (
    <div className="space-y-3" data-testid="pay-step">
      <div className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2.5 text-sm text-brand-900" role="status">
        <p className="font-medium">
          {isWaiting ? t('checkout.createdUnpaid', { number }) : t('checkout.created', { number })}
        </p>
        <p className="mt-0.5 text-brand-800">{next}</p>
      </div>
      <Button
        size="lg"
        className="w-full"
        onClick={onPay}
        disabled={!canPay(phase)}
        isLoading={isWorking}
        data-testid="pay-button"
      >
        {!isWorking && <LockKeyhole className="h-4 w-4" aria-hidden="true" />}
        {phase === 'ready'
          ? t('checkout.payNow', { amount: formatRupees(amountToPayOnline(order)) })
          : t(`checkout.payPhase.${phase}`)}
      </Button>
      <p className="text-center text-xs text-slate-500">{t('checkout.securedBy')}</p>
    </div>
  );
}
