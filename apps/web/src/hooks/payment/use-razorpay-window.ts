import { PAYMENT_THEME_COLOR } from '@shop/shared/constants';
import type { Order } from '@shop/shared/schemas/order';
import type { CreatePaymentResponse } from '@shop/shared/schemas/payment';
import { useCallback, useEffect, useRef } from 'react';
import type { RazorpayConstructor, RazorpayInstance, RazorpaySuccessResponse } from '../../lib/payment/razorpay';

export interface RazorpayWindowHandlers {
  onAuthorized: (response: RazorpaySuccessResponse) => void;
  onDismissed: () => void;
  onFailed: () => void;
}

/**
 * The provider's checkout window: at most one open, and only the open one's callbacks are heard. Leaving
 * checkout with the window open closes it: its callbacks must not act on a page that is gone.
 */
export function useRazorpayWindow() {
  const checkout = useRef<RazorpayInstance | null>(null);

  const close = useCallback(() => {
    const instance = checkout.current;
    checkout.current = null;
    instance?.close();
  }, []);

  /** Forgets the window without closing it (the provider closes it itself after a payment). */
  const release = useCallback(() => {
    checkout.current = null;
  }, []);

  useEffect(() => close, [close]);

  const open = useCallback(
    (current: Order, Razorpay: RazorpayConstructor, payment: CreatePaymentResponse, on: RazorpayWindowHandlers) => {
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
          on.onAuthorized(response);
        },
        modal: {
          ondismiss: () => {
            if (checkout.current !== instance) return;
            checkout.current = null;
            on.onDismissed();
          },
        },
      });
      // The window stays open after a failed attempt and offers a retry; Pay is usable again meanwhile.
      instance.on('payment.failed', () => {
        if (checkout.current !== instance) return;
        on.onFailed();
      });
      checkout.current = instance;
      instance.open();
    },
    [],
  );

  return { open, close, release };
}
