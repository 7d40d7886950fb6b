import type { User } from '@shop/shared/schemas/auth';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUser } from '../../../lib/auth';
import type { CartItem } from '../../cart/store/cart-reducer';
import { useCart } from '../../cart/store/use-cart';
import { BusinessBuyerFields } from '../components/business-buyer-fields';
import { CheckoutSummary } from '../components/checkout-summary';
import { CouponField } from '../components/coupon-field';
import { DeliveryEstimate } from '../components/delivery-estimate';
import { EmptyCheckout } from '../components/empty-checkout';
import { OrderNotesField } from '../components/order-notes-field';
import { PaymentMethodPicker } from '../components/payment-method-picker';
import { PlaceOrderPanel } from '../components/place-order-panel';
import { ShippingForm } from '../components/shipping-form';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { usePlaceOrder } from '../hooks/use-place-order';

interface CheckoutFormProps {
  user: User;
  items: readonly CartItem[];
  placement: ReturnType<typeof usePlaceOrder>;
}

function CheckoutForm({ user, items, placement }: CheckoutFormProps) {
  const form = useCheckoutForm(user, items, placement);
  const { isPlacing, error, payment } = placement;
  // Once an online-payment order exists, its details are fixed: only Pay is left to do.
  const isLocked = isPlacing || payment.order !== null;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Checkout" className="grid gap-6 lg:grid-cols-3">
      <fieldset disabled={isLocked} className="min-w-0 space-y-6 lg:col-span-2">
        <ShippingForm {...form.address.shippingFormProps} deliveryNote={<DeliveryEstimate check={form.delivery} />} />
        <PaymentMethodPicker
          value={form.paymentMethod}
          onChange={form.setPaymentMethod}
          hints={form.hints}
          options={form.paymentOptions}
        />
        <BusinessBuyerFields values={form.business} errors={form.businessErrors} onChange={form.setBusiness} />
        <OrderNotesField value={form.notes} onChange={form.setNotes} />
      </fieldset>

      <CheckoutSummary
        items={items}
        totals={form.totals}
        coupon={<CouponField coupon={form.coupon} disabled={isLocked} />}
      >
        <PlaceOrderPanel
          payment={payment}
          error={error}
          isPlacing={isPlacing}
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
