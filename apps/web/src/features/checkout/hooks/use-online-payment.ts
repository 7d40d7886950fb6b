import { PAYMENT_THEME_COLOR } from '@shop/shared/constants';
import type { Order } from '@shop/shared/schemas/order';
import { type CreatePaymentResponse, PAYMENT_MESSAGES } from '@shop/shared/schemas/payment';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { createPayment } from '../api/create-payment';
import { fetchOrder, verifyPayment } from '../api/verify-payment';
import type { RazorpayConstructor, RazorpayInstance, RazorpaySuccessResponse } from '../types/razorpay';
import { loadRazorpay, RAZORPAY_SDK_FAILED } from '../utils/load-razorpay';
import { canPay, nextPayPhase, type PayEvent, type PayPhase } from '../utils/pay-step';
import { waitUntilPaid } from '../utils/wait-until-paid';

export const PAYMENT_INIT_FAILED = 'Payment initialization failed';
export const PAYMENT_FAILED = 'Payment failed. Please try again.';
export const PAYMENT_SUCCESS = 'Payment successful! Order placed.';
export const ORDER_FAILED_AFTER_PAYMENT = 'Order creation failed after payment';
export const PAYMENT_NOT_CONFIRMED =
  'We could not confirm your payment yet. If money was deducted, your order will be confirmed automatically: please check My Orders before paying again.';

/** Server answers meaning this order can never be paid: the shopper has to place a new one. */
const ORDER_CLOSED_MESSAGES: readonly string[] = [
  PAYMENT_MESSAGES.orderCancelled,
  PAYMENT_MESSAGES.windowClosed,
  PAYMENT_MESSAGES.notPayable,
  PAYMENT_MESSAGES.latePaymentRefunded,
];

const isConflict = (error: unknown, message: string) =>
  error instanceof ApiError && error.status === 409 && error.message === message;
const isOrderClosed = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && ORDER_CLOSED_MESSAGES.includes(error.message);
/**
 * The server's own message when it sent one, else `fallback`. The API client words a body without a message
 * as "Request failed with status N": not something to show a shopper whose money may have been taken.
 */
function messageOf(error: unknown, fallback: string): string {
  const message = getErrorMessage(error, fallback);
  return /^Request failed with status \d+$/.test(message) ? fallback : message;
}

/** No answer (status 0) or a server fault: the payment may well have gone through. */
const isUnanswered = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

export interface OnlinePaymentOptions {
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
  const toast = useToast();
  const [order, setOrder] = useState<Order | null>(null);
  const [phase, setPhase] = useState<PayPhase>('ready');
  // The refs are the truth for event handlers: clicks and provider callbacks arrive before a re-render.
  const phaseRef = useRef<PayPhase>('ready');
  const orderRef = useRef<Order | null>(null);
  const checkout = useRef<RazorpayInstance | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const send = useCallback((event: PayEvent): boolean => {
    const next = nextPayPhase(phaseRef.current, event);
    if (!next) return false;
    phaseRef.current = next;
    setPhase(next);
    return true;
  }, []);

  const closeCheckout = useCallback(() => {
    const instance = checkout.current;
    checkout.current = null;
    instance?.close();
  }, []);

  // Leaving checkout with the provider's window open closes it: its callbacks must not act on a page that is gone.
  useEffect(() => closeCheckout, [closeCheckout]);

  /** Makes `created` the order to pay; Place Order gives way to Pay. */
  const begin = useCallback((created: Order) => {
    orderRef.current = created;
    phaseRef.current = 'ready';
    setOrder(created);
    setPhase('ready');
  }, []);

  const abandon = useCallback(
    (message: string) => {
      closeCheckout();
      toast.error(message);
      orderRef.current = null;
      phaseRef.current = 'ready';
      setOrder(null);
      setPhase('ready');
      latest.current.onClosed();
    },
    [closeCheckout, toast],
  );

  const finish = useCallback(
    async (paid: Order, paymentId: string | undefined) => {
      if (!send('verified')) return;
      closeCheckout();
      await latest.current.onPaid(paid, paymentId);
    },
    [send, closeCheckout],
  );

  /** The server answered that the order is paid already (a webhook, another tab): check and finish. */
  const finishIfPaid = useCallback(
    async (current: Order): Promise<boolean> => {
      try {
        const fresh = await fetchOrder(current._id);
        if (fresh.paymentStatus !== 'paid') return false;
        await finish(fresh, undefined);
        return true;
      } catch {
        return false;
      }
    },
    [finish],
  );

  const onAuthorized = useCallback(
    async (current: Order, response: RazorpaySuccessResponse) => {
      if (!send('authorized')) return;
      checkout.current = null;
      const paymentId = response.razorpay_payment_id;
      try {
        const paid = await verifyPayment(current._id, response);
        await finish(paid, paymentId);
        return;
      } catch (error) {
        if (isOrderClosed(error)) {
          abandon(messageOf(error, ORDER_FAILED_AFTER_PAYMENT));
          return;
        }
        if (!isUnanswered(error)) {
          toast.error(messageOf(error, ORDER_FAILED_AFTER_PAYMENT));
          send('verify-failed');
          return;
        }
      }
      // The provider has charged; its webhook marks the order paid even when our verify call was lost.
      send('connection-lost');
      const paid = await waitUntilPaid(() => fetchOrder(current._id));
      if (paid) {
        await finish(paid, paymentId);
        return;
      }
      toast.error(PAYMENT_NOT_CONFIRMED);
      send('unconfirmed');
    },
    [send, finish, abandon, toast],
  );

  const openCheckout = useCallback(
    (current: Order, Razorpay: RazorpayConstructor, payment: CreatePaymentResponse) => {
      const instance = new Razorpay({
        key: payment.key_id,
        amount: payment.order.amount,
        currency: payment.order.currency,
        name: payment.name,
        description: payment.description,
        order_id: payment.order.id,
        prefill: payment.prefill,
        notes: { order_id: current._id },
        theme: { color: PAYMENT_THEME_COLOR },
        handler: (response) => {
          if (checkout.current !== instance) return;
          void onAuthorized(current, response);
        },
        modal: {
          ondismiss: () => {
            if (checkout.current !== instance) return;
            checkout.current = null;
            send('dismissed');
          },
        },
      });
      // The window stays open after a failed attempt and offers a retry; Pay is usable again meanwhile.
      instance.on('payment.failed', () => {
        if (checkout.current !== instance) return;
        toast.error(PAYMENT_FAILED);
        send('failed');
      });
      checkout.current = instance;
      instance.open();
    },
    [onAuthorized, send, toast],
  );

  const pay = useCallback(async () => {
    const current = orderRef.current;
    if (!current || !canPay(phaseRef.current) || !send('pay')) return;
    // A window still open after a failed attempt makes way for the new one.
    closeCheckout();

    let payment: CreatePaymentResponse;
    try {
      payment = await createPayment(current._id);
    } catch (error) {
      if (isOrderClosed(error)) {
        abandon(messageOf(error, PAYMENT_INIT_FAILED));
        return;
      }
      if (isConflict(error, PAYMENT_MESSAGES.alreadyPaid) && (await finishIfPaid(current))) return;
      toast.error(messageOf(error, PAYMENT_INIT_FAILED));
      send('start-failed');
      return;
    }
    if (orderRef.current !== current) return;

    let Razorpay: RazorpayConstructor;
    try {
      Razorpay = await loadRazorpay(payment.checkoutUrl);
    } catch {
      toast.error(RAZORPAY_SDK_FAILED);
      send('start-failed');
      return;
    }
    if (orderRef.current !== current) return;

    try {
      openCheckout(current, Razorpay, payment);
    } catch {
      closeCheckout();
      toast.error(PAYMENT_INIT_FAILED);
      send('start-failed');
      return;
    }
    send('opened');
  }, [send, closeCheckout, abandon, finishIfPaid, toast, openCheckout]);

  return { order, phase, begin, pay };
}
