import type { PaymentMethod } from '@shop/shared/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { publicConfigQueryOptions } from '../api/get-public-config';
import { loadRazorpay } from '../../../lib/payment/load-razorpay';

/**
 * Once online payment is chosen, checkout.js is fetched ahead of Place Order, so the one press that creates the
 * order opens the payment window without waiting for the script too (docs/decisions/207). A failure here is
 * quiet: the press loads it again and reports its own error.
 */
export function usePreloadCheckoutScript(paymentMethod: PaymentMethod): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (paymentMethod !== 'razorpay') return;
    queryClient
      .fetchQuery(publicConfigQueryOptions())
      .then((config) => loadRazorpay(config.razorpayCheckoutUrl))
      .catch(() => undefined);
  }, [paymentMethod, queryClient]);
}
