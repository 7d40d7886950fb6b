import type { User } from '@shop/shared/schemas/auth';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUser } from '../../../lib/auth';
import { CartChangesNotice } from '../../../components/cart-changes-notice';
import { useRefreshCart } from '../../../stores/cart/use-refresh-cart';
import type { CartItem } from '../../../stores/cart/cart-reducer';
import { useCart } from '../../../stores/cart/use-cart';
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

/**
 * The lines' products fetched again on opening, as the cart page does: a shopper may come here straight from a
 * product page or an old tab, and the price, stock and GST rate shown must be today's.
 */
function useFreshCartNotes(items: readonly CartItem[]): string[] {
  const notes = useRefreshCart();
  const named = Object.entries(notes.lines).map(([id, note]) => {
    const name = items.find((item) => item.product._id === id)?.product.name;
    return name ? `${name}: ${note}` : note;
  });
  return [...notes.removed, ...named];
}

function CheckoutForm({ user, items, placement }: CheckoutFormProps) {
  const changes = useFreshCartNotes(items);
  const form = useCheckoutForm(user, items, placement);
  const { isPlacing, error, payment } = placement;
  // Once an online-payment order exists, its details are fixed: only Pay is left to do.
  const isLocked = isPlacing || payment.order !== null;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Checkout" className="grid gap-6 lg:grid-cols-3">
      <fieldset disabled={isLocked} className="min-w-0 space-y-6 lg:col-span-2">
        <CartChangesNotice messages={changes} />
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
