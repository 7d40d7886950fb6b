import { lineKey } from '../../../stores/cart/cart-reducer';
import { ShoppingCart } from 'lucide-react';
import { Link } from '../../../lib/link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { pageMeta } from '../../../config/page-meta';
import { paths } from '../../../config/paths';
import { useOwnPageMeta } from '../../../hooks/use-page-meta';
import { CartChangesNotice } from '../../../components/cart-changes-notice';
import { CartLine } from '../components/cart-line';
import { CartSummaryPanel } from '../components/cart-summary-panel';
import { useRefreshCart } from '../../../stores/cart/use-refresh-cart';
import { useCart } from '../../../stores/cart/use-cart';
import { summarizeCart } from '../utils/cart-summary';
import { useShippingRates } from '../../../lib/shop/use-shipping-rates';
import { useT } from '../../../lib/i18n/i18n';

/**
 * The cart's place on the server-rendered page: the stored cart is in this browser only, so until the page has
 * hydrated it is a card the size of the empty cart's, neither "empty" nor anyone's lines.
 */
function CartNotReadYet() {
  const { t } = useT();
  return (
    <div className="container-page py-8">
      <PageHeader title={t('cart.title')} />
      <div aria-busy="true" className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
        <ShoppingCart className="mx-auto h-12 w-12 animate-pulse text-slate-300" aria-hidden="true" />
        <p role="status" className="mt-4 text-lg font-semibold text-slate-500">
          {t('cart.loading')}
        </p>
        {/* The empty cart's other lines, unseen, so nothing below moves when the cart is read. */}
        <div aria-hidden="true" className="invisible">
          <p className="mt-1">{t('cart.emptyHint')}</p>
          <span className={buttonClasses('primary', 'md', 'mt-6')}>{t('cart.continueShopping')}</span>
        </div>
      </div>
    </div>
  );
}

/** Cart (/cart): lines with steppers, GST-inclusive summary, and a fresh price/stock check on opening. */
export function CartRoute() {
  useOwnPageMeta(pageMeta.cart);
  // The check of each line starts with the lines of the stored cart, so it waits until that is read.
  return useCart().isRead ? <CartContents /> : <CartNotReadYet />;
}

function CartContents() {
  const { items, setQuantity, removeItem, clearCart, maxUnitsPerProduct } = useCart();
  const notes = useRefreshCart();
  const summary = summarizeCart(items, useShippingRates());
  const { t } = useT();

  if (items.length === 0) {
    return (
      <div className="container-page py-8">
        <PageHeader title={t('cart.title')} />
        <CartChangesNotice messages={notes.removed} />
        <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
          <ShoppingCart className="mx-auto h-12 w-12 text-slate-300" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('cart.empty')}</h2>
          <p className="mt-1 text-slate-600">{t('cart.emptyHint')}</p>
          <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-6')}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container-page py-8">
      <PageHeader
        title={t('cart.title')}
        subtitle={t('cart.subtitle', { count: summary.itemCount })}
        actions={
          <Button variant="outline" size="sm" onClick={clearCart} className="text-red-600 hover:bg-red-50">
            {t('cart.clear')}
          </Button>
        }
      />
      <CartChangesNotice messages={notes.removed} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ul
            aria-label={t('cart.items')}
            aria-busy={notes.isChecking || undefined}
            className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {items.map((item) => (
              <CartLine
                key={lineKey(item.product)}
                item={item}
                note={notes.lines[lineKey(item.product)]}
                maxUnits={maxUnitsPerProduct}
                onQuantityChange={(quantity) => setQuantity(lineKey(item.product), quantity)}
                onRemove={() => removeItem(lineKey(item.product))}
              />
            ))}
          </ul>
        </div>
        <CartSummaryPanel summary={summary} />
      </div>
    </div>
  );
}
