import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';

export function EmptyCheckout() {
  return (
    <EmptyState
      icon={ShoppingBag}
      title="Your cart is empty"
      text="Add a few products to your cart before checking out."
      linkTo={paths.products}
      linkLabel="Browse Products"
    />
  );
}
