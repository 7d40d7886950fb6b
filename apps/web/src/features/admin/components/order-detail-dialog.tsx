import { formatRupees } from '@shop/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductThumbnail } from '../../../components/ui/product-thumbnail';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { courierChoicesQueryOptions } from '../api/shipment-flow';
import type { OrderDialogProps } from '../hooks/use-order-actions';
import { LostParcelNotice } from './lost-parcel-notice';
import { OpenReturnForCustomer } from './open-return-form';
import { OrderOperations } from './order-operations';
import type { Order } from '../types';
import { formatDateTime } from '../utils/dates';
import { customerName, paymentMethodLabel } from '../utils/labels';
import { PackageForm } from './package-form';
import { OrderStateBadge, PaymentStateBadge } from './status-badge';
import { SummaryRow, SummaryTotal } from '../../../components/ui/summary-rows';
import { orderGstDescription } from '../../../lib/orders/order-gst';
import { CreditNotesList } from '../../../components/orders/credit-notes-list';
import { codCollectionOf } from '../../../components/orders/cod-collection';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      <div className="text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** Free text as it was typed, line breaks kept; nothing when there is none. */
function TextSection({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Section title={title}>
      <p className="whitespace-pre-line">{text}</p>
    </Section>
  );
}

function Row(props: { label: string; children: ReactNode; testId?: string }) {
  return <SummaryRow variant="compact" {...props} />;
}

/** The lines of the order with their prices, then subtotal, shipping and total. */
function ItemsSection({ order }: { order: Order }) {
  return (
    <Section title="Items">
      <ul className="divide-y divide-slate-100">
        {order.items.map((item, index) => (
          <li key={`${item.product._id ?? item.name}-${index}`} className="flex items-center gap-3 py-2">
            <ProductThumbnail src={item.product.images[0]} size="line" className="rounded-lg border border-slate-200" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{item.name}</p>
              <p className="text-xs text-slate-500">
                {item.sku && <>SKU {item.sku} · </>}
                {item.quantity} × {formatRupees(item.price)}
              </p>
            </div>
            <span className="font-semibold whitespace-nowrap text-slate-900">
              {formatRupees(item.price * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 border-t border-slate-200 pt-3">
        <Row label="Subtotal">{formatRupees(order.subtotal)}</Row>
        {(order.discount ?? 0) > 0 && (
          <Row label={order.couponCode ? `Coupon ${order.couponCode}` : 'Coupon discount'} testId="admin-order-coupon">
            {`−${formatRupees(order.discount ?? 0)}`}
          </Row>
        )}
        <Row label="Shipping">{order.shippingFee > 0 ? formatRupees(order.shippingFee) : 'Free'}</Row>
        <SummaryTotal variant="compact" testId="admin-order-detail-total">
          {formatRupees(order.total)}
        </SummaryTotal>
        <p className="text-right text-xs text-slate-500" data-testid="admin-order-gst">
          {orderGstDescription(order)}
        </p>
      </dl>
    </Section>
  );
}

/** Everything about one order: customer, address, items, totals, payment; shipping for packed orders. */
export function OrderDetailDialog({ order, actions, onOpenChange }: OrderDialogProps) {
  const address = order?.shippingAddress;
  // A packed order's package starts at its weight from the catalogue (docs/decisions/064-parcel-weight.md).
  const quote = useQuery({ ...courierChoicesQueryOptions(order?._id ?? ''), enabled: order?.status === 'packed' });
  const timeline = order
    ? ([
        ['Placed', order.createdAt],
        ['Packed', order.packedAt],
        ['Shipped', order.shippedAt],
        ['Delivered', order.deliveredAt],
        ['Cancelled', order.cancelledAt],
      ] as const)
    : [];

  return (
    <Modal
      open={order !== null}
      onOpenChange={onOpenChange}
      size="xl"
      title={order ? `Order #${order.orderNumber}` : 'Order'}
      description={order ? `Placed ${formatDateTime(order.createdAt)}` : undefined}
      footer={
        order && (
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button variant="secondary" onClick={() => actions.sendUpdate(order)} isLoading={actions.isSendingUpdate}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              Send Update
            </Button>
          </>
        )
      }
    >
      {order && address && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStateBadge order={order} />
            {order.trackingNumber && (
              <span className="text-sm text-slate-600">
                Tracking: <span className="font-mono font-medium text-slate-900">{order.trackingNumber}</span>
              </span>
            )}
          </div>

          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Section title="Customer">
              <p className="font-medium text-slate-900">{customerName(order)}</p>
              <p className="break-all">{order.user?.email || address.email}</p>
              <p>{address.phone}</p>
            </Section>
            <Section title="Shipping Address">
              <address className="not-italic">
                <p className="font-medium text-slate-900">{address.name}</p>
                <p>{address.street}</p>
                <p>
                  {address.city}, {address.state} {address.pincode}
                </p>
                <p>Phone: {address.phone}</p>
                {address.email && <p className="break-all">{address.email}</p>}
              </address>
            </Section>
          </div>

          <ItemsSection order={order} />
          <CreditNotesList orderId={order._id} hasInvoice={Boolean(order.invoiceNumber)} />

          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Section title="Payment">
              <dl>
                <Row label="Method">{paymentMethodLabel(order.paymentMethod)}</Row>
                <Row label="Status">
                  <PaymentStateBadge order={order} />
                </Row>
                <CodSplitRows order={order} />
              </dl>
            </Section>
            <Section title="History">
              <dl>
                {timeline
                  .filter(([, at]) => at)
                  .map(([label, at]) => (
                    <Row key={label} label={label}>
                      {formatDateTime(at)}
                    </Row>
                  ))}
              </dl>
            </Section>
          </div>

          <TextSection title="Notes" text={order.notes} />
          <TextSection title="Reason for cancelling" text={order.cancelReason} />

          <LostParcelNotice order={order} />

          <OrderOperations order={order} onDone={() => onOpenChange(false)} />
          <OpenReturnForCustomer order={order} />

          {order.status === 'packed' && (
            <PackageForm
              idPrefix={`detail-${order._id}`}
              isPending={actions.isShipping}
              defaultWeightKg={quote.data?.orderWeightKg}
              onShip={(dimensions) => actions.ship(order, dimensions, () => onOpenChange(false))}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

/** The COD fee asked in advance by UPI (decision 252): what was paid and what the courier collects. */
function CodSplitRows({ order }: { order: Order }) {
  const split = codCollectionOf(order);
  if (!split) return null;
  return (
    <>
      <Row label="On delivery">{split.dueText}</Row>
      <Row label="In advance">{split.paidText ?? 'COD fee by UPI not paid yet'}</Row>
    </>
  );
}
