import { lazy, Suspense } from 'react';
import type { User } from '@shop/shared/schemas/auth';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUser } from '../../../lib/auth';
import { CartChangesNotice } from '../../../components/cart-changes-notice';
import { useRefreshCart } from '../../../stores/cart/use-refresh-cart';
import { type CartItem, lineKey, lineName } from '../../../stores/cart/cart-reducer';
import { useCart } from '../../../stores/cart/use-cart';
import { BusinessBuyerFields } from '../components/business-buyer-fields';
import { CheckoutSummary } from '../components/checkout-summary';
import { CodFeeAdvanceNote } from '../components/cod-fee-advance-note';
import { CouponField } from '../components/coupon-field';
import { DeliveryEstimate } from '../components/delivery-estimate';
import { EmptyCheckout } from '../components/empty-checkout';
import { OrderNotesField } from '../components/order-notes-field';
import { PaymentMethodPicker } from '../components/payment-method-picker';
import { PlaceOrderPanel } from '../components/place-order-panel';
import { ShippingForm } from '../components/shipping-form';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useT } from '../../../lib/i18n/i18n';
import type { PaymentOption } from '../utils/payment-options';
import type { CodRefusal } from '../api/get-cod-availability';

// Loaded only when cash on delivery is refused for this order: the shopper may verify the phone here (decision 240).
const CheckoutVerifyPhone = lazy(() =>
  import('../components/checkout-verify-phone').then((m) => ({ default: m.CheckoutVerifyPhone })),
);

interface VerifyPhoneForCodProps {
  options: readonly PaymentOption[];
  refusal: CodRefusal | null;
  phone: string;
}

function VerifyPhoneForCod({ options, refusal, phone }: VerifyPhoneForCodProps) {
  const codNote = options.find((o) => o.value === 'cod' && !o.isAvailable)?.unavailableNote;
  // Only when the shop's COD rules are what switched cash on delivery off (not the courier or the shop's setting).
  if (!refusal || codNote !== refusal.message) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutVerifyPhone codRule={refusal.rule} phone={phone} />
    </Suspense>
  );
}

interface CheckoutFormProps {
  user: User;
  items: readonly CartItem[];
  placement: ReturnType<typeof usePlaceOrder>;
}

/**
 * The lines' products fetched again on opening, as the cart page does: a shopper may come here straight from a
 * product page or an old tab, and the price, stock and GST rate shown must be today's.
 */
function useFreshCartNotes(items: readonly CartItem[]): string[] {
  const notes = useRefreshCart();
  const named = Object.entries(notes.lines).map(([id, note]) => {
    const product = items.find((item) => lineKey(item.product) === id)?.product;
    const name = product && lineName(product);
    return name ? `${name}: ${note}` : note;
  });
  return [...notes.removed, ...named];
}

function CheckoutForm({ user, items, placement }: CheckoutFormProps) {
  const { t } = useT();
  const changes = useFreshCartNotes(items);
  const form = useCheckoutForm(user, items, placement);
  const { isPlacing, error, payment } = placement;
  // Once an online-payment order exists, its details are fixed: only Pay is left to do.
  const isLocked = isPlacing || payment.order !== null;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('checkout.form')} className="grid gap-6 lg:grid-cols-3">
      <fieldset disabled={isLocked} className="min-w-0 space-y-6 lg:col-span-2">
        <CartChangesNotice messages={changes} />
        <ShippingForm {...form.address.shippingFormProps} deliveryNote={<DeliveryEstimate check={form.delivery} />} />
        <PaymentMethodPicker
          value={form.paymentMethod}
          onChange={form.setPaymentMethod}
          hints={form.hints}
          options={form.paymentOptions}
        />
        <VerifyPhoneForCod options={form.paymentOptions} refusal={form.codRefusal} phone={form.address.values.phone} />
        <BusinessBuyerFields values={form.business} errors={form.businessErrors} onChange={form.setBusiness} />
        <OrderNotesField value={form.notes} onChange={form.setNotes} />
      </fieldset>

      <CheckoutSummary
        items={items}
        totals={form.totals}
        coupon={<CouponField coupon={form.coupon} disabled={isLocked} />}
      >
        <CodFeeAdvanceNote totals={form.totals} />
        <PlaceOrderPanel
          payment={payment}
          error={error}
          isPlacing={isPlacing}
          isWaitingInLine={placement.isWaitingInLine}
          canPlaceOrder={form.canPlaceOrder}
          blockingMessage={form.blockingMessage}
          consent={placement.consent}
        />
      </CheckoutSummary>
    </form>
  );
}

/** Checkout (/checkout, signed in): shipping details, payment choice and the order summary. */
export function CheckoutRoute() {
  const { t } = useT();
  useDocumentTitle(t('checkout.documentTitle'));
  const { data: user } = useUser();
  const { items } = useCart();
  const placement = usePlaceOrder();

  if (!user) return <LoadingScreen />;
  // The cart empties a moment before the success page shows: no "cart is empty" flash in between.
  if (placement.isPlaced) return <LoadingScreen label={t('checkout.opening')} />;

  return (
    <div className="container-page py-8">
      <PageHeader title={t('checkout.title')} subtitle={t('checkout.subtitle')} />
      {items.length === 0 ? <EmptyCheckout /> : <CheckoutForm user={user} items={items} placement={placement} />}
    </div>
  );
}
