import { ORDER_CARD_THUMBNAILS } from '@shop/shared/constants';
import { formatRupees } from '@shop/shared/money';
import { Eye, Truck } from 'lucide-react';
import { ProductImage } from '../../../components/product/product-image';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import type { Order } from '../types';
import { customerName, paymentMethodLabel } from '../utils/labels';
import { CodCollectionNote } from '../../../components/orders/cod-collection';
import { ShipmentDocuments } from './shipment-documents';
import { OrderStateBadge, PaymentStateBadge } from './status-badge';
import { StatusSelect } from './status-select';
import { plural } from '@shop/shared/plural';

export function OrderCard({
  order,
  isStatusPending,
  onView,
  onShip,
  onStatusChange,
  selected,
  onSelectedChange,
}: {
  order: Order;
  isStatusPending: boolean;
  onView: () => void;
  onShip: () => void;
  onStatusChange: (status: Order['status']) => void;
  /** Chosen for "Print labels"; only a shipped order (it has an AWB) can be chosen. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}) {
  const canPrintLabel = order.status === 'shipped' && Boolean(order.trackingNumber);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const extra = order.items.length - ORDER_CARD_THUMBNAILS;
  return (
    <article
      aria-label={`Order #${order.orderNumber}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          {canPrintLabel && onSelectedChange && (
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 rounded border-slate-300 accent-indigo-600"
              checked={Boolean(selected)}
              onChange={(event) => onSelectedChange(event.target.checked)}
              aria-label={`Select order #${order.orderNumber} for printing labels`}
            />
          )}
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">Order #{order.orderNumber}</h3>
            <p className="text-xs text-slate-500">{formatDate(order.createdAt)}</p>
          </div>
        </div>
        <OrderStateBadge order={order} />
      </div>

      <div className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <p className="text-xs font-medium text-slate-500">Customer</p>
          <p className="truncate font-medium text-slate-900">{customerName(order)}</p>
          <p className="truncate text-slate-600">{order.user?.email || order.shippingAddress.email}</p>
        </div>
        <div>
          <p className="text-xs font-medium text-slate-500">Total</p>
          <p className="font-semibold text-slate-900" data-testid="admin-order-total">
            {formatRupees(order.total)}
          </p>
          <p className="text-slate-600">{plural(itemCount, 'item')}</p>
        </div>
        <div>
          <p className="text-xs font-medium text-slate-500">Payment</p>
          <p className="text-slate-900">{paymentMethodLabel(order.paymentMethod)}</p>
          <PaymentStateBadge order={order} />
          <CodCollectionNote order={order} className="mt-1 text-xs text-slate-700" />
        </div>
      </div>

      {order.items.length > 0 && (
        <ul className="mt-3 flex gap-2" aria-label="Items">
          {order.items.slice(0, ORDER_CARD_THUMBNAILS).map((item, index) => (
            <li key={`${item.product._id ?? item.name}-${index}`}>
              <ProductImage
                src={item.product.images[0]}
                alt={item.name}
                title={`${item.name} × ${item.quantity}`}
                width={200}
                className="h-11 w-11 rounded-lg border border-slate-200"
              />
            </li>
          ))}
          {extra > 0 && (
            <li className="flex h-11 w-11 items-center justify-center rounded-lg bg-slate-100 text-xs font-semibold text-slate-600">
              +{extra}
            </li>
          )}
        </ul>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <Button variant="outline" size="sm" onClick={onView} aria-label={`View order #${order.orderNumber}`}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          View
        </Button>
        {order.status === 'packed' && (
          <Button size="sm" onClick={onShip} aria-label={`Ship order #${order.orderNumber}`}>
            <Truck className="h-4 w-4" aria-hidden="true" />
            Ship
          </Button>
        )}
        {canPrintLabel && <ShipmentDocuments order={order} />}
        <div className="ml-auto">
          <StatusSelect
            orderNumber={order.orderNumber}
            status={order.status}
            isPending={isStatusPending}
            onChange={onStatusChange}
          />
        </div>
      </div>
    </article>
  );
}
