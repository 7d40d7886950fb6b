import type { Order } from '@shop/shared/schemas/order';
import { useCallback } from 'react';
import type { ToastApi } from '../../components/ui/toast/toast-context';
import { fetchOrder, verifyPayment } from '../../lib/payment/verify-payment';
import type { RazorpaySuccessResponse } from '../../lib/payment/razorpay';
import type { PayEvent } from '../../lib/payment/pay-step';
import { isOrderClosed, isUnanswered, messageOf } from '../../lib/payment/payment-errors';
import { waitUntilPaid } from '../../lib/payment/wait-until-paid';
import { useT } from '../../lib/i18n/i18n';
import { isPaidOnline } from '../../lib/orders/pay-now';

interface VerificationDeps {
  send: (event: PayEvent) => boolean;
  closeWindow: () => void;
  releaseWindow: () => void;
  abandon: (message: string) => void;
  onPaid: (order: Order, paymentId: string | undefined) => Promise<void> | void;
  toast: ToastApi;
}

/** After the provider's answer: verify it on the server, or wait for the webhook when the verify call was lost. */
export function usePaymentVerification({ send, closeWindow, releaseWindow, abandon, onPaid, toast }: VerificationDeps) {
  const { t } = useT();
  const finish = useCallback(
    async (paid: Order, paymentId: string | undefined) => {
      if (!send('verified')) return;
      closeWindow();
      await onPaid(paid, paymentId);
    },
    [send, closeWindow, onPaid],
  );

  /** The server answered that the order is paid already (a webhook, another tab): check and finish. */
  const finishIfPaid = useCallback(
    async (current: Order): Promise<boolean> => {
      try {
        const fresh = await fetchOrder(current._id);
        if (!isPaidOnline(fresh)) return false;
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
      releaseWindow();
      const paymentId = response.razorpay_payment_id;
      try {
        const paid = await verifyPayment(current._id, response);
        await finish(paid, paymentId);
        return;
      } catch (error) {
        if (isOrderClosed(error)) {
          abandon(messageOf(error, t('payToast.orderFailedAfterPayment')));
          return;
        }
        if (!isUnanswered(error)) {
          toast.error(messageOf(error, t('payToast.orderFailedAfterPayment')));
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
      toast.error(t('payToast.notConfirmed'));
      send('unconfirmed');
    },
    [send, releaseWindow, finish, abandon, toast, t],
  );

  return { finishIfPaid, onAuthorized };
}
