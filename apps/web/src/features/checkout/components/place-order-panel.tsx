import type { Order } from '@shop/shared/schemas/order';
import { Link } from '../../../lib/link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import type { CheckoutConsentState } from '../hooks/use-checkout-consent';
import type { PayPhase } from '../../../lib/payment/pay-step';
import { CheckoutConsent } from './checkout-consent';
import { PayStep } from './pay-step';
import { ResumeUnpaidOrder } from './resume-unpaid-order';
import { useT } from '../../../lib/i18n/i18n';

export interface PlaceOrderPanelProps {
  /** `resume` pays an earlier unpaid order instead of placing a new one (and opens its window at once). */
  payment: { order: Order | null; phase: PayPhase; pay: () => Promise<void>; resume: (order: Order) => Promise<void> };
  error: string | null;
  isPlacing: boolean;
  /** The shop is very busy and checkout is trying again itself, keeping the shopper's place (decision 299). */
  isWaitingInLine: boolean;
  canPlaceOrder: boolean;
  /** What still stops the order, shown under the button. */
  blockingMessage: string | null;
  /** Consent to delivery: the tick box when needed, else the notice (docs/decisions/189). */
  consent: CheckoutConsentState;
}

/** Under the summary: Place Order with what blocks it and the privacy notice, or Pay once the order exists. */
export function PlaceOrderPanel({
  payment,
  error,
  isPlacing,
  isWaitingInLine,
  canPlaceOrder,
  blockingMessage,
  consent,
}: PlaceOrderPanelProps) {
  const { t } = useT();
  return (
    <div className="space-y-3">
      {payment.order ? (
        <PayStep order={payment.order} phase={payment.phase} onPay={() => void payment.pay()} />
      ) : (
        <>
          <ResumeUnpaidOrder onResume={(order) => void payment.resume(order)} />
          <CheckoutConsent consent={consent} />
          {error && <FormAlert>{error}</FormAlert>}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!canPlaceOrder}
            isLoading={isPlacing}
            aria-describedby={blockingMessage ? 'place-order-hint' : undefined}
          >
            {isPlacing ? t('checkout.placing') : t('checkout.placeOrder')}
          </Button>
          {isPlacing && isWaitingInLine && (
            <p className="text-center text-sm text-amber-800" role="status" data-testid="waiting-in-line">
              {t('checkout.waitingInLine')}
            </p>
          )}
          {blockingMessage && !isPlacing && (
            <p id="place-order-hint" className="text-center text-sm text-slate-600" role="status">
              {blockingMessage}
            </p>
          )}
        </>
      )}
      <Link to={paths.cart} className={buttonClasses('ghost', 'md', 'w-full')}>
        {t('checkout.backToCart')}
      </Link>
    </div>
  );
}
