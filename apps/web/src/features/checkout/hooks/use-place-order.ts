import type { ShippingAddress } from '@shop/shared/schemas/address';
import type { Order, PublicConfig } from '@shop/shared/schemas/order';
import type { PaymentMethod } from '@shop/shared/pricing';
import { buildWhatsAppOrderMessage, buildWhatsAppUrl } from '@shop/shared/whatsapp';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useCart } from '../../../stores/cart/use-cart';
import { createOrder } from '../api/create-order';
import { publicConfigQueryOptions } from '../api/get-public-config';
import { saveShippingAddress } from '../api/save-shipping-address';
import type { BuyerPayload } from '../utils/business-buyer';
import { toOrderLines } from '../utils/checkout-totals';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { useCheckoutConsent } from './use-checkout-consent';
import { useOnlinePayment } from '../../../hooks/payment/use-online-payment';
import { awaitsOnlinePayment } from '../../../lib/orders/pay-now';
import { useT } from '../../../lib/i18n/i18n';

export interface PlaceOrderInput {
  address: ShippingAddress;
  paymentMethod: PaymentMethod;
  notes?: string;
  /** B2B: the buyer's GSTIN, legal name and registered address (docs/decisions/185). */
  buyer?: BuyerPayload;
  shouldSaveAddress: boolean;
  /** The coupon the shopper applied; the server checks and prices it again. */
  couponCode?: string;
  /** The courier's quote checkout showed ('Delivers by …'), repeated on the success page. */
  delivery?: DeliveryQuote;
}

/** The expected delivery day (India calendar, `yyyy-mm-dd`) and the courier that quoted it. */
export interface DeliveryQuote {
  date: string;
  courierName?: string;
}

/**
 * What the success page reads from the navigation state (docs/product.md#order-success), plus the chat link to retry.
 */
export interface OrderSuccessState {
  orderId: string;
  paymentMethod: PaymentMethod;
  paymentId?: string;
  whatsappUrl?: string;
  delivery?: DeliveryQuote;
}

/** The success page also takes `?orderId=` so a reload can fetch the order again. */
export function buildOrderSuccessPath(orderId: string): string {
  return `${paths.orderSuccess}?${new URLSearchParams({ orderId }).toString()}`;
}

/**
 * A tab opened while the click is still "fresh": browsers (Safari above all) block `window.open` after an
 * await. The tab is pointed at the chat link once the order exists, or closed if it fails.
 */
function openPendingTab(waitingText: string): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.document.title = 'WhatsApp';
    tab.document.body.textContent = waitingText;
  } catch {
    // Some browsers hand back a window we may not write to; it still navigates.
  }
  return tab;
}

function sendToTab(tab: Window | null, url: string): void {
  if (tab && !tab.closed) {
    // The chat site gets no handle on the shop's window.
    tab.opener = null;
    tab.location.replace(url);
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

function buildWhatsAppUrlFor(order: Order, config: PublicConfig): string {
  const message = buildWhatsAppOrderMessage(order, { shopName: config.shopName });
  return buildWhatsAppUrl(config.whatsappNumber, message);
}

/**
 * Checkout as one flow: create the order on the server, then finish it the way the payment method needs.
 * Cash on delivery and WhatsApp finish at once; online payment has a Pay step between the created order and
 * the success page (docs/product.md#checkout, `useOnlinePayment`): the cart stays until the payment is verified.
 *
 * The cart is touched only after the server accepted the order (and, online, its payment), so a failure
 * leaves it as it was.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const toast = useToast('checkout.place');
  const { t } = useT();
  const navigate = useNavigate();
  const { items, clearCart } = useCart();
  const [isPlacing, setIsPlacing] = useState(false);
  // The shop answered "very busy" and checkout keeps the shopper's place in line, trying again itself (decision 299).
  const [isWaitingInLine, setIsWaitingInLine] = useState(false);
  const [isPlaced, setIsPlaced] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key for this checkout: a retry after a lost answer returns the order the first try created.
  const idempotencyKey = useRef<string | null>(null);
  // State updates land after the click; the ref stops a second click that arrives before they do.
  const isBusy = useRef(false);
  // Aborted when checkout is left: a try in flight is cut off and no further try is made while the shop is busy.
  const left = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    left.current = controller;
    return () => controller.abort();
  }, []);
  // The quote shown when the order was placed; an online order reaches the success page after its payment.
  const deliveryQuote = useRef<DeliveryQuote | undefined>(undefined);

  const showSuccess = useCallback(
    async (state: OrderSuccessState) => {
      setIsPlaced(true);
      clearCart();
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      await navigate(buildOrderSuccessPath(state.orderId), { state, replace: true });
    },
    [clearCart, queryClient, navigate],
  );

  const payment = useOnlinePayment({
    paidMessage: t('payToast.succeeded'),
    onPaid: async (order, paymentId) => {
      await showSuccess({
        orderId: order._id,
        // A COD order whose fee was paid in advance stays cash on delivery (decision 252).
        paymentMethod: order.paymentMethod,
        ...(paymentId ? { paymentId } : {}),
        ...(deliveryQuote.current ? { delivery: deliveryQuote.current } : {}),
      });
    },
    // The unpaid order expired or was cancelled: the next Place Order creates a new one.
    onClosed: () => {
      idempotencyKey.current = null;
    },
  });
  const { beginAndPay } = payment;
  // Consent to delivery, asked when the account has none under the current notice (docs/decisions/189).
  const consent = useCheckoutConsent();
  const { check: checkConsent, onRefused: onConsentRefused, payload: consentPayload } = consent;

  const placeOrder = useCallback(
    async ({ address, paymentMethod, notes, buyer, shouldSaveAddress, couponCode, delivery }: PlaceOrderInput) => {
      if (isBusy.current || items.length === 0) return;
      if (!checkConsent()) return;
      isBusy.current = true;
      setIsPlacing(true);
      setError(null);
      deliveryQuote.current = delivery;
      // Opened before the first await, while the browser still counts this as the shopper's click.
      const tab = paymentMethod === 'whatsapp' ? openPendingTab(t('checkout.whatsappPreparing')) : null;
      try {
        idempotencyKey.current ??= newIdempotencyKey();
        // The chat number is needed before an order is created that could not be sent.
        const config = paymentMethod === 'whatsapp' ? await queryClient.fetchQuery(publicConfigQueryOptions()) : null;
        const order = await createOrder(
          {
            items: toOrderLines(items),
            shippingAddress: address,
            paymentMethod,
            ...(notes ? { notes } : {}),
            ...buyer,
            ...(couponCode ? { couponCode } : {}),
            // The notice the consent tick accepted, recorded as the consent (docs/decisions/110, 189).
            ...consentPayload,
          },
          idempotencyKey.current,
          { onBusy: () => setIsWaitingInLine(true), ...(left.current ? { signal: left.current.signal } : {}) },
        );
        setIsWaitingInLine(false);

        const saveAddressIfAsked = async () => {
          if (!shouldSaveAddress) return;
          try {
            await saveShippingAddress(queryClient, address);
          } catch (saveError) {
            toast.warning(getErrorMessage(saveError, t('checkout.addressNotSaved')));
          }
        };

        if (awaitsOnlinePayment(order)) {
          // One tap (docs/decisions/207): the same press opens the provider's window on the new order (or on a
          // COD order's fee asked in advance, decision 252). Place Order gives way to the Pay step, which stays
          // as "Pay now" if the window is closed; the cart stays until the payment is verified.
          const paying = beginAndPay(order);
          isBusy.current = false;
          setIsPlacing(false);
          await saveAddressIfAsked();
          await paying;
          return;
        }

        const state: OrderSuccessState = {
          orderId: order._id,
          paymentMethod: order.paymentMethod,
          ...(delivery ? { delivery } : {}),
        };
        if (config) {
          state.whatsappUrl = buildWhatsAppUrlFor(order, config);
          sendToTab(tab, state.whatsappUrl);
          toast.success(t('checkout.whatsappSent'));
        } else {
          toast.success(t('checkout.placed'));
        }
        await saveAddressIfAsked();
        await showSuccess(state);
      } catch (placeError) {
        tab?.close();
        setIsWaitingInLine(false);
        // Checkout was left while it waited in line: nobody is there to tell.
        if (left.current?.signal.aborted) return;
        const message = getErrorMessage(placeError, t('checkout.placeFailed'));
        // A refusal for want of consent is the tick box's own message, not the form's.
        if (!onConsentRefused(placeError, message)) setError(message);
        toast.error(message);
        isBusy.current = false;
        setIsPlacing(false);
      }
    },
    [items, queryClient, toast, t, showSuccess, beginAndPay, checkConsent, onConsentRefused, consentPayload],
  );

  return {
    placeOrder,
    isPlacing,
    isWaitingInLine,
    isPlaced,
    error,
    payment: { order: payment.order, phase: payment.phase, pay: payment.pay, resume: beginAndPay },
    consent,
  };
}
