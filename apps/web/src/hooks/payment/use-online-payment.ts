import type { Order } from '@shop/shared/schemas/order';
import type { CreatePaymentResponse } from '@shop/shared/schemas/payment';
import { useCallback, useEffect, useRef } from 'react';
import { useToast } from '../../components/ui/toast/use-toast';
import { createPayment } from '../../lib/payment/create-payment';
import type { RazorpayConstructor } from '../../lib/payment/razorpay';
import { useT } from '../../lib/i18n/i18n';
import { loadRazorpay } from '../../lib/payment/load-razorpay';
import { canPay } from '../../lib/payment/pay-step';
import { isConflict, isOrderClosed, messageOf } from '../../lib/payment/payment-errors';
import { usePayState } from './use-pay-state';
import { usePaymentVerification } from './use-payment-verification';
import { useRazorpayWindow } from './use-razorpay-window';

/** Every message of one payment shares this toast key: the success replaces an earlier "Payment failed". */
const PAYMENT_TOAST_KEY = 'online-payment';

export interface OnlinePaymentOptions {
  /** Said once the payment is verified; it takes the place of any failure message shown for this order. */
  paidMessage: string;
  /** The order is paid: clear the cart and show the success page. */
  onPaid: (order: Order, paymentId: string | undefined) => Promise<void> | void;
  /** The order expired or was cancelled: checkout starts over with a new order. */
  onClosed: () => void;
}

/**
 * The Pay step (docs/product.md#checkout): for an order created with paymentMethod 'razorpay', create-payment, load
 * checkout.js once, open the provider's window, and verify its signed answer on the server. A dismissal or a
 * failed attempt leaves Pay usable; a retry gets the same provider order back from the server.
 */
export function useOnlinePayment(options: OnlinePaymentOptions) {
  const toast = useToast(PAYMENT_TOAST_KEY);
  const { t } = useT();
  const { order, phase, orderRef, phaseRef, send, show } = usePayState();
  const { open: openWindow, close: closeWindow, release: releaseWindow } = useRazorpayWindow();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const abandon = useCallback(
    (message: string) => {
      closeWindow();
      toast.error(message);
      show(null);
      latest.current.onClosed();
    },
    [closeWindow, show, toast],
  );

  const onPaid = useCallback(
    (paid: Order, paymentId: string | undefined) => {
      toast.success(latest.current.paidMessage);
      return latest.current.onPaid(paid, paymentId);
    },
    [toast],
  );
  const { finishIfPaid, onAuthorized } = usePaymentVerification({
    send,
    closeWindow,
    releaseWindow,
    abandon,
    onPaid,
    toast,
  });

  const openCheckout = useCallback(
    (current: Order, Razorpay: RazorpayConstructor, payment: CreatePaymentResponse) =>
      openWindow(current, Razorpay, payment, {
        onAuthorized: (response) => void onAuthorized(current, response),
        onDismissed: () => send('dismissed'),
        onFailed: () => {
          toast.error(t('payToast.failed'));
          send('failed');
        },
      }),
    [openWindow, onAuthorized, send, toast, t],
  );

  const pay = useCallback(async () => {
    const current = orderRef.current;
    if (!current || !canPay(phaseRef.current) || !send('pay')) return;
    // A window still open after a failed attempt makes way for the new one.
    closeWindow();

    let payment: CreatePaymentResponse;
    try {
      payment = await createPayment(current._id);
    } catch (error) {
      if (isOrderClosed(error)) {
        abandon(messageOf(error, t('payToast.initFailed')));
        return;
      }
      if (isConflict(error, 'payment.alreadyPaid') && (await finishIfPaid(current))) return;
      toast.error(messageOf(error, t('payToast.initFailed')));
      send('start-failed');
      return;
    }
    if (orderRef.current !== current) return;

    let Razorpay: RazorpayConstructor;
    try {
      Razorpay = await loadRazorpay(payment.checkoutUrl);
    } catch {
      toast.error(t('payToast.sdkFailed'));
      send('start-failed');
      return;
    }
    if (orderRef.current !== current) return;

    try {
      openCheckout(current, Razorpay, payment);
    } catch {
      closeWindow();
      toast.error(t('payToast.initFailed'));
      send('start-failed');
      return;
    }
    send('opened');
  }, [orderRef, phaseRef, send, closeWindow, abandon, finishIfPaid, toast, openCheckout, t]);

  /** Makes `created` the order to pay; Place Order gives way to Pay. */
  const begin = useCallback((created: Order) => show(created), [show]);

  /** Makes `created` the order to pay and opens the provider's window for it at once (one tap from Place Order). */
  const beginAndPay = useCallback(
    (created: Order) => {
      show(created);
      return pay();
    },
    [show, pay],
  );

  return { order, phase, begin, beginAndPay, pay };
}
