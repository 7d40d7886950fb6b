import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function EmptyCheckout() {
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
