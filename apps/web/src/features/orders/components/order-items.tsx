import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { Order, OrderItem } from '@shop/shared/schemas/order';
import { ProductImage } from '../../../components/product/product-image';
import { orderGstWords } from '../../../lib/orders/order-gst';
import { useT } from '../../../lib/i18n/i18n';
import { itemName } from '@shop/shared/item-name';

function computeLineTotal(item: OrderItem): number {
  return paiseToRupees(rupeesToPaise(item.price) * item.quantity);
}

function Thumb({ item }: { item: OrderItem }) {
  return (
    <ProductImage
      src={item.product.images[0]}
      alt=""
      width={200}
      className="h-10 w-10 shrink-0 rounded-lg border border-slate-200"
    />
  );
}

/** The table's columns: the first and last without their outer padding, the figures right-aligned. */
const COLUMNS = [
  { label: 'items.product', className: 'py-2 pr-3 font-medium' },
  { label: 'items.sku', className: 'px-3 py-2 font-medium' },
  { label: 'items.price', className: 'px-3 py-2 text-right font-medium' },
  { label: 'items.quantity', className: 'px-3 py-2 text-right font-medium' },
  { label: 'items.total', className: 'py-2 pl-3 text-right font-medium' },
] as const;

function Totals({ order }: { order: Order }) {
  const { t } = useT();
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 text-sm sm:ml-auto sm:max-w-xs">
      <dl className="space-y-1.5">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('items.subtotal')}</dt>
          <dd className="font-medium text-slate-900">{formatRupees(order.subtotal)}</dd>
        </div>
        {(order.discount ?? 0) > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{order.couponCode ? t('items.coupon', { code: order.couponCode }) : t('items.couponDiscount')}</dt>
            <dd className="font-medium text-slate-900" data-testid="detail-coupon-discount">
              {`−${formatRupees(order.discount ?? 0)}`}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('items.shipping')}</dt>
          <dd className="font-medium text-slate-900">
            {order.shippingFee > 0 ? formatRupees(order.shippingFee) : t('items.free')}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-semibold text-slate-900">
          <dt>{t('items.total')}</dt>
          <dd data-testid="detail-items-total">{formatRupees(order.total)}</dd>
        </div>
      </dl>
      {/* Outside the list: a <dl> holds only its term and value groups. */}
      <p className="mt-1.5 text-right text-xs text-slate-500" data-testid="detail-gst">
        {orderGstWords(order, t)}
      </p>
    </div>
  );
}

/**
 * The order's lines: a table on wider screens; on a phone the same lines as stacked rows, since five
 * columns do not fit 375 pixels. Only one of the two is displayed (and exposed to assistive technology).
 */
export function OrderItems({ order }: { order: Order }) {
  const { t } = useT();
  return (
    <div>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            {COLUMNS.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {order.items.map((item, index) => (
            <tr key={`${item.product._id ?? item.name}-${index}`}>
              <td className="py-3 pr-3">
                <div className="flex items-center gap-3">
                  <Thumb item={item} />
                  <p className="min-w-0 font-medium text-slate-900">{itemName(item.name, item.variantTitle)}</p>
                </div>
              </td>
              <td className="px-3 py-3 font-mono text-xs whitespace-nowrap text-slate-600">{item.sku || t('items.none')}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap text-slate-700">{formatRupees(item.price)}</td>
              <td className="px-3 py-3 text-right text-slate-700">{item.quantity}</td>
              <td className="py-3 pl-3 text-right font-medium whitespace-nowrap text-slate-900">
                {formatRupees(computeLineTotal(item))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-slate-100 sm:hidden">
        {order.items.map((item, index) => (
          <li key={`${item.product._id ?? item.name}-${index}`} className="flex gap-3 py-3">
            <Thumb item={item} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">{itemName(item.name, item.variantTitle)}</p>
              <p className="text-xs text-slate-500">{t('items.skuLine', { sku: item.sku || t('items.none') })}</p>
              <p className="mt-1 text-xs text-slate-600">
                {formatRupees(item.price)} × {item.quantity}
              </p>
            </div>
            <p className="text-sm font-medium whitespace-nowrap text-slate-900">
              {formatRupees(computeLineTotal(item))}
            </p>
          </li>
        ))}
      </ul>

      <Totals order={order} />
    </div>
  );
}
