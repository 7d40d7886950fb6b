import type { Order } from '@shop/shared/schemas/order';
import { Star } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/link';
import { useT } from '../../../lib/i18n/i18n';

/** The order's products that still exist in the catalogue, once each. */
function reviewableProducts(order: Pick<Order, 'items'>): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const item of order.items) {
    if (item.product._id && !seen.has(item.product._id)) seen.set(item.product._id, item.name);
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** "Write a review" for each product of a delivered order: to the product page, with its review form open. */
export function ReviewLinks({ order }: { order: Pick<Order, 'items'> }) {
  const { t } = useT();
  const products = reviewableProducts(order);
  if (products.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2" aria-label={t('orders.reviewItems')} data-testid="review-links">
      {products.map(({ id, name }) => (
        <li key={id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="min-w-0 text-slate-700">{name}</span>
          <Link
            to={paths.productReview(id)}
            className={buttonClasses('outline', 'sm')}
            aria-label={t('orders.writeReviewOf', { name })}
          >
            <Star className="h-4 w-4" aria-hidden="true" />
            {t('orders.writeReview')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
