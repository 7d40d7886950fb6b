import { useBrowserWords } from '../../../lib/i18n/browser-words';
import { DEFAULT_PAYMENT_METHOD } from '@shop/shared/constants';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { PaymentMethod } from '@shop/shared/pricing';
import type { User } from '@shop/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import type { CartItem } from '../../../stores/cart/cart-reducer';
import { useShippingRates } from '../../../lib/shop/use-shipping-rates';
import { useShop } from '../../../lib/shop/get-shop';
import {
  EMPTY_BUSINESS_BUYER,
  businessBuyerErrors,
  firstBusinessBuyerError,
  toBuyerPayload,
} from '../utils/business-buyer';
import { computeCheckoutTotals } from '../utils/checkout-totals';
import {
  isOptionAvailable,
  paymentOptionsForCodRules,
  paymentOptionsForDelivery,
  quoteOf,
  resolvePaymentMethod,
} from '../utils/delivery-check';
import { useCodAvailability } from '../api/get-cod-availability';
import { feeHints } from '../utils/fee-hints';
import { PAYMENT_OPTIONS, paymentOptionsForShop } from '../utils/payment-options';
import { useCheckoutAddress } from './use-checkout-address';
import { useCoupon } from './use-coupon';
import { useDeliveryCheck } from './use-delivery-check';
import type { usePlaceOrder } from './use-place-order';
import { usePreloadCheckoutScript } from './use-preload-checkout-script';
import { useT } from '../../../lib/i18n/i18n';

/** Everything the checkout form holds and works out: address, payment method, B2B details, notes, totals. */
export function useCheckoutForm(user: User, items: readonly CartItem[], placement: ReturnType<typeof usePlaceOrder>) {
  const toast = useToast();
  const { t } = useT();
  const { word } = useBrowserWords();
  const { placeOrder, isPlacing, payment } = placement;
  const [hasTriedToSubmit, setHasTriedToSubmit] = useState(false);
  const address = useCheckoutAddress(user, hasTriedToSubmit);
  const [chosenPaymentMethod, setPaymentMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [notes, setNotes] = useState('');
  const [business, setBusiness] = useState(EMPTY_BUSINESS_BUYER);
  const businessErrors = businessBuyerErrors(business);
  // Delivery to the PIN code: 'Delivers by …', no order where couriers do not go, no cash where they cannot collect.
  const delivery = useDeliveryCheck(address.pincode);
  const rates = useShippingRates();
  const coupon = useCoupon(items);
  const discountPaise = coupon.applied ? rupeesToPaise(coupon.applied.discount) : 0;
  // The shop's COD rules for this buyer, address and COD total, before a method is picked (decision 228).
  const codTotal = computeCheckoutTotals(items, 'cod', rates, discountPaise).totalPaise;
  const codRefusal = useCodAvailability(address.pincode, address.state, paiseToRupees(codTotal), address.values.phone);
  const paymentOptions = paymentOptionsForCodRules(
    paymentOptionsForDelivery(paymentOptionsForShop(PAYMENT_OPTIONS, rates.codEnabled), delivery),
    codRefusal?.message ?? null,
  );
  const paymentMethod = resolvePaymentMethod(chosenPaymentMethod, paymentOptions);
  usePreloadCheckoutScript(paymentMethod);

  const { validation } = address;
  // decision 252: the shop may ask for the COD fee in advance by UPI.
  const isFeeAdvanceAsked = useShop()?.codFeeAdvanceByUpi === true;
  const totals = computeCheckoutTotals(items, paymentMethod, rates, discountPaise, isFeeAdvanceAsked);
  const canPlaceOrder =
    validation.address !== null &&
    isOptionAvailable(paymentOptions, paymentMethod) &&
    delivery.blockingMessage === null &&
    !isPlacing;
  const blockingMessage = !validation.isComplete
    ? t('checkout.fillRequired')
    : validation.address === null
      ? t('checkout.fixFields')
      : delivery.blockingMessage;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (payment.order) return;
    setHasTriedToSubmit(true);
    if (!validation.address || delivery.blockingMessage) {
      toast.error(blockingMessage ?? t('checkout.fillRequired'));
      return;
    }
    const businessProblem = firstBusinessBuyerError(businessErrors);
    if (businessProblem) {
      toast.error(word(businessProblem));
      return;
    }
    void placeOrder({
      address: validation.address,
      paymentMethod,
      notes: notes.trim() || undefined,
      buyer: toBuyerPayload(business),
      shouldSaveAddress: !address.isUsingSavedAddress && address.isSavingAddress,
      couponCode: coupon.applied?.code,
      delivery: quoteOf(delivery),
    });
  };

  return {
    address,
    delivery,
    paymentMethod,
    setPaymentMethod,
    paymentOptions,
    codRefusal,
    hints: feeHints(totals, rates),
    business,
    setBusiness,
    businessErrors: hasTriedToSubmit ? businessErrors : {},
    notes,
    setNotes,
    coupon,
    totals,
    canPlaceOrder,
    blockingMessage,
    onSubmit,
  };
}
