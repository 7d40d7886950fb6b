import { formatPaise, formatRupees, rupeesToPaise } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import { Package, ShoppingCart, Trash } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCart } from '../store/use-cart';

/**
 * Cart (/cart). A plain list over the cart store; the full cart screen (quantity pickers, GST summary)
 * comes with the cart issue.
 */
export function CartRoute() {
  useDocumentTitle('Shopping Cart');
  const { items, itemCount, total, removeItem } = useCart();

  if (items.length === 0) {
    return (
      <div className="container-page py-8">
        <PageHeader title="Shopping Cart" />
        <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
          <ShoppingCart className="mx-auto h-12 w-12 text-slate-300" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">Your cart is empty</h2>
          <p className="mt-1 text-slate-600">Add something you like and it will show up here.</p>
          <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-6')}>
            Continue Shopping
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container-page py-8">
      <PageHeader title="Shopping Cart" subtitle={`${itemCount} ${itemCount === 1 ? 'item' : 'items'} in your cart`} />
      <div className="grid gap-6 lg:grid-cols-3">
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white lg:col-span-2">
          {items.map(({ product, quantity }) => (
            <li key={product._id} className="flex gap-4 p-4">
              {product.images[0] ? (
                <img
                  src={product.images[0]}
                  alt=""
                  className="h-20 w-20 shrink-0 rounded-lg bg-slate-100 object-cover"
                  loading="lazy"
                />
              ) : (
                <span className="flex h-20 w-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
                  <Package className="h-8 w-8" aria-hidden="true" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <Link to={paths.product(product._id)} className="font-medium text-slate-900 hover:text-brand-700">
                  {product.name}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  {formatRupees(effectivePrice(product))} × {quantity}
                </p>
              </div>
              <div className="flex flex-col items-end justify-between">
                <p className="font-semibold text-slate-900">
                  {formatPaise(rupeesToPaise(effectivePrice(product)) * quantity)}
                </p>
                <button
                  type="button"
                  onClick={() => removeItem(product._id)}
                  className="inline-flex items-center gap-1 rounded-md p-1 text-sm text-red-600 hover:bg-red-50"
                  aria-label={`Remove ${product.name}`}
                >
                  <Trash className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
        <section aria-labelledby="cart-summary" className="h-fit rounded-2xl border border-slate-200 bg-white p-6">
          <h2 id="cart-summary" className="text-lg font-semibold text-slate-900">
            Order Summary
          </h2>
          <div className="mt-4 flex justify-between border-t border-slate-200 pt-4 font-semibold text-slate-900">
            <span>Total</span>
            <span>{formatRupees(total)}</span>
          </div>
          <Link to={paths.checkout} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
            Proceed to Checkout
          </Link>
          <Link to={paths.products} className={buttonClasses('ghost', 'md', 'mt-2 w-full')}>
            Continue Shopping
          </Link>
        </section>
      </div>
    </div>
  );
}
