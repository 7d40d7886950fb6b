import { DEFAULT_PAYMENT_METHOD } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { type PaymentMethod, shippingFeePaise, type ShippingRates } from '@shop/shared/pricing';
import type { User } from '@shop/shared/schemas/auth';
import { ORDER_NOTES_MAX } from '@shop/shared/schemas/order';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { ShoppingBag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormAlert, Label } from '../../../components/ui/input';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUser } from '../../../lib/auth';
import type { CartItem } from '../../cart/store/cart-reducer';
import { useCart } from '../../cart/store/use-cart';
import { CheckoutSummary } from '../components/checkout-summary';
import { CouponField } from '../components/coupon-field';
import { useCoupon } from '../hooks/use-coupon';
import { DeliveryEstimate } from '../components/delivery-estimate';
import { PayStep } from '../components/pay-step';
import { PaymentMethodPicker } from '../components/payment-method-picker';
import { ResumeUnpaidOrder } from '../components/resume-unpaid-order';
import { ShippingForm } from '../components/shipping-form';
import { BusinessBuyerFields } from '../components/business-buyer-fields';
import { EMPTY_BUSINESS_BUYER, businessBuyerErrors, toBuyerPayload } from '../utils/business-buyer';
import { useDeliveryCheck } from '../hooks/use-delivery-check';
import { usePlaceOrder } from '../hooks/use-place-order';
import {
  type CheckoutField,
  type CheckoutValues,
  ADDRESS_FIELDS,
  clearAddressFields,
  createInitialCheckoutValues,
  findUsableSavedAddress,
  validateCheckout,
} from '../utils/checkout-form';
import { type CheckoutTotals, computeCheckoutTotals } from '../utils/checkout-totals';
import { isOptionAvailable, paymentOptionsForDelivery, resolvePaymentMethod } from '../utils/delivery-check';
import { PAYMENT_OPTIONS, paymentOptionsForShop } from '../utils/payment-options';
import { useShippingRates } from '../../shop/api/use-shipping-rates';

function EmptyCheckout() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
      <ShoppingBag className="mx-auto h-12 w-12 text-slate-300" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">Your cart is empty</h2>
      <p className="mt-1 text-slate-600">Add a few products to your cart before checking out.</p>
      <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-6')}>
        Browse Products
      </Link>
    </div>
  );
}

const isAddressField = (field: CheckoutField) => (ADDRESS_FIELDS as readonly CheckoutField[]).includes(field);

function describeFee(fee: number): string {
  return fee === 0 ? 'Free delivery on this order' : `Delivery fee ${formatPaise(fee)}`;
}

/** Each payment method's fee on these goods at the shop's rates (docs/decisions/039), for the picker. */
function feeHints(totals: CheckoutTotals, rates: ShippingRates): Record<string, string> {
  const goods = totals.subtotalPaise - totals.couponDiscountPaise;
  return Object.fromEntries(
    PAYMENT_OPTIONS.map((option) => [option.value, describeFee(shippingFeePaise(goods, option.value, rates))]),
  );
}

interface CheckoutFormProps {
  user: User;
  items: readonly CartItem[];
  placement: ReturnType<typeof usePlaceOrder>;
}

function CheckoutForm({ user, items, placement }: CheckoutFormProps) {
  const toast = useToast();
  const { placeOrder, isPlacing, error, payment } = placement;
  // Once an online-payment order exists, its details are fixed: only Pay is left to do.
  const isLocked = isPlacing || payment.order !== null;
  const [savedAddress] = useState(() => findUsableSavedAddress(user));
  const [isUsingSavedAddress, setIsUsingSavedAddress] = useState(savedAddress !== null);
  const [values, setValues] = useState<CheckoutValues>(() => createInitialCheckoutValues(user));
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [hasTriedToSubmit, setHasTriedToSubmit] = useState(false);
  const [chosenPaymentMethod, setPaymentMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [notes, setNotes] = useState('');
  const [business, setBusiness] = useState(EMPTY_BUSINESS_BUYER);
  const businessErrors = businessBuyerErrors(business);
  const [isSavingAddress, setIsSavingAddress] = useState(false);
  // Delivery to the PIN code: 'Delivers by …', no order where couriers do not go, no cash where they cannot collect.
  const delivery = useDeliveryCheck(isUsingSavedAddress && savedAddress ? savedAddress.pincode : values.pincode);
  const rates = useShippingRates();
  const paymentOptions = paymentOptionsForDelivery(paymentOptionsForShop(PAYMENT_OPTIONS, rates.codEnabled), delivery);
  const paymentMethod = resolvePaymentMethod(chosenPaymentMethod, paymentOptions);

  const validation = validateCheckout(values, isUsingSavedAddress ? savedAddress : null);
  const coupon = useCoupon(items);
  const totals = computeCheckoutTotals(
    items,
    paymentMethod,
    rates,
    coupon.applied ? rupeesToPaise(coupon.applied.discount) : 0,
  );
  const canPlaceOrder =
    validation.address !== null &&
    isOptionAvailable(paymentOptions, paymentMethod) &&
    delivery.blockingMessage === null &&
    !isPlacing;
  // Messages wait until a field is left; once everything is filled in, whatever still blocks the order shows.
  const visibleErrors = Object.fromEntries(
    Object.entries(validation.errors).filter(
      ([field]) => hasTriedToSubmit || validation.isComplete || touched.has(field as CheckoutField),
    ),
  );
  const blockingMessage = !validation.isComplete
    ? MESSAGES.fillRequired
    : validation.address === null
      ? 'Please correct the highlighted fields'
      : delivery.blockingMessage;

  const onUseSavedAddressChange = (isOn: boolean) => {
    setIsUsingSavedAddress(isOn);
    if (!isOn) {
      setValues(clearAddressFields);
      setTouched((current) => new Set([...current].filter((field) => !isAddressField(field))));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (payment.order) return;
    setHasTriedToSubmit(true);
    if (!validation.address || delivery.blockingMessage) {
      toast.error(blockingMessage ?? MESSAGES.fillRequired);
      return;
    }
    const businessProblem = businessErrors.gstin ?? businessErrors.legalName;
    if (businessProblem) {
      toast.error(businessProblem);
      return;
    }
    void placeOrder({
      address: validation.address,
      paymentMethod,
      notes: notes.trim() || undefined,
      buyer: toBuyerPayload(business),
      shouldSaveAddress: !isUsingSavedAddress && isSavingAddress,
      couponCode: coupon.applied?.code,
    });
  };

  const hints = feeHints(totals, rates);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Checkout" className="grid gap-6 lg:grid-cols-3">
      <fieldset disabled={isLocked} className="min-w-0 space-y-6 lg:col-span-2">
        <ShippingForm
          values={values}
          errors={visibleErrors}
          savedAddress={savedAddress}
          isUsingSavedAddress={isUsingSavedAddress}
          onUseSavedAddressChange={onUseSavedAddressChange}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          onBlur={(field) => setTouched((current) => new Set(current).add(field))}
          isSavingAddress={isSavingAddress}
          onSaveAddressChange={setIsSavingAddress}
          deliveryNote={<DeliveryEstimate check={delivery} />}
        />
        <PaymentMethodPicker value={paymentMethod} onChange={setPaymentMethod} hints={hints} options={paymentOptions} />
        <BusinessBuyerFields values={business} errors={hasTriedToSubmit ? businessErrors : {}} onChange={setBusiness} />
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <Label htmlFor="checkout-notes">Order notes (optional)</Label>
          <textarea
            id="checkout-notes"
            name="notes"
            rows={3}
            maxLength={ORDER_NOTES_MAX}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            placeholder="Landmark, delivery timing or anything else we should know"
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:bg-slate-100"
          />
        </section>
      </fieldset>

      <CheckoutSummary items={items} totals={totals} coupon={<CouponField coupon={coupon} disabled={isLocked} />}>
        <div className="space-y-3">
          {payment.order ? (
            <PayStep order={payment.order} phase={payment.phase} onPay={() => void payment.pay()} />
          ) : (
            <>
              <ResumeUnpaidOrder onResume={payment.begin} />
              {error && <FormAlert>{error}</FormAlert>}
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={!canPlaceOrder}
                isLoading={isPlacing}
                aria-describedby={blockingMessage ? 'place-order-hint' : undefined}
              >
                {isPlacing ? 'Placing Order...' : 'Place Order'}
              </Button>
              {blockingMessage && !isPlacing && (
                <p id="place-order-hint" className="text-center text-sm text-slate-600" role="status">
                  {blockingMessage}
                </p>
              )}
              <p className="text-xs text-slate-500" data-testid="checkout-privacy-notice">
                By placing the order you agree that we use your name, phone and address to deliver it and to issue its
                tax invoice, and share them with the courier, as our{' '}
                <Link to={paths.privacy} className="font-medium text-brand-700 underline" target="_blank">
                  privacy notice
                </Link>{' '}
                (version {PRIVACY_NOTICE_VERSION}) explains.
              </p>
            </>
          )}
          <Link to={paths.cart} className={buttonClasses('ghost', 'md', 'w-full')}>
            Back to Cart
          </Link>
        </div>
      </CheckoutSummary>
    </form>
  );
}

/** Checkout (/checkout, signed in): shipping details, payment choice and the order summary. */
export function CheckoutRoute() {
  useDocumentTitle('Checkout');
  const { data: user } = useUser();
  const { items } = useCart();
  const placement = usePlaceOrder();

  if (!user) return <LoadingScreen />;
  // The cart empties a moment before the success page shows: no "cart is empty" flash in between.
  if (placement.isPlaced) return <LoadingScreen label="Opening your order..." />;

  return (
    <div className="container-page py-8">
      <PageHeader title="Checkout" subtitle="Where should we deliver, and how would you like to pay?" />
      {items.length === 0 ? <EmptyCheckout /> : <CheckoutForm user={user} items={items} placement={placement} />}
    </div>
  );
}
