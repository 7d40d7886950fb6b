import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { Order } from '@shop/shared/schemas/order';
import { LockKeyhole } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { canPay, type PayPhase, payButtonLabel } from '../../../lib/payment/pay-step';

const timeFormatter = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

function formatTime(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : timeFormatter.format(date);
}

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
  const payBy = formatTime(order.paymentExpiresAt);
  const isWorking = phase === 'starting' || phase === 'verifying' || phase === 'confirming';
  const isWaiting = canPay(phase);
  const expiry = payBy ? `; unpaid orders are cancelled automatically after ${payBy}.` : '.';
  return (
    <div className="space-y-3" data-testid="pay-step">
      <div className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2.5 text-sm text-brand-900" role="status">
        <p className="font-medium">
          Order #{formatOrderNumber(order._id)} is created{isWaiting ? ' but not paid yet.' : '.'}
        </p>
        <p className="mt-0.5 text-brand-800">
          {isWaiting ? `Pay now to confirm it${expiry}` : `Complete the payment in the Razorpay window${expiry}`}
        </p>
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
        {payButtonLabel(phase, formatRupees(order.total))}
      </Button>
      <p className="text-center text-xs text-slate-500">UPI, cards and netbanking, secured by Razorpay.</p>
    </div>
  );
}
