import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { ShoppingBag } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import type { Order } from '../types';
import { customerName } from '../utils/labels';
import { EmptyNote } from './panel';
import { OrderStateBadge } from './status-badge';

/** A short list of orders: number, customer (or 'Guest'), date, total and status. */
export function OrderRows({ orders, emptyText = 'No recent orders' }: { orders: Order[]; emptyText?: string }) {
  if (orders.length === 0) {
    return (
      <EmptyNote icon={<ShoppingBag className="h-8 w-8 text-slate-300" aria-hidden="true" />}>{emptyText}</EmptyNote>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {orders.map((order) => (
        <li key={order._id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{customerName(order)}</p>
            <p className="truncate text-xs text-slate-500">
              #{order.orderNumber || formatOrderNumber(order._id)} · {formatDate(order.createdAt)}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="text-sm font-semibold text-slate-900">{formatRupees(order.total)}</span>
            <OrderStateBadge order={order} />
          </div>
        </li>
      ))}
    </ul>
  );
}
