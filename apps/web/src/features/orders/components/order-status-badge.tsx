import { RETURNED_TO_SELLER_LABEL, type OrderStatus } from '@shop/shared/order-status';
import { cn } from '../../../lib/cn';
import { formatStatus } from '../utils/order-display';

const STYLES: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  packed: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-green-50 text-green-800 ring-green-200',
  cancelled: 'bg-red-50 text-red-700 ring-red-200',
};

/** `returned`: the courier brought the parcel back (docs/decisions/065-returned-to-seller.md). */
export function OrderStatusBadge({
  status,
  returned,
  className,
}: {
  status: OrderStatus;
  returned?: boolean;
  className?: string;
}) {
  const isReturned = status === 'cancelled' && Boolean(returned);
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        isReturned ? 'bg-orange-50 text-orange-800 ring-orange-200' : STYLES[status],
        className,
      )}
    >
      {isReturned ? RETURNED_TO_SELLER_LABEL : formatStatus(status)}
    </span>
  );
}
