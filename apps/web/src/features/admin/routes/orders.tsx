import { plural } from '@shop/shared/plural';
import { Download, Printer, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { exportOrders } from '../api/exports';
import { downloadLabels } from '../api/shipment-flow';
import { ADMIN_ORDERS_PAGE_SIZE, useAdminOrders } from '../api/get-admin-orders';
import { FilterTabs } from '../components/filter-tabs';
import { OrderCard } from '../components/order-card';
import { OrderDetailDialog } from '../components/order-detail-dialog';
import { ShipOrderDialog } from '../components/ship-order-dialog';
import { PagedQueryList } from '../components/paged-query-list';
import { SkeletonList } from '../components/query-states';
import { useErrorToast } from '../hooks/use-error-toast';
import { ORDER_TOASTS, useOrderActions } from '../hooks/use-order-actions';
import { usePageFor } from '../hooks/use-page-for';
import { useToastedTask } from '../hooks/use-toasted-task';
import type { Order } from '../types';
import { IconButton } from '../components/icon-button';

const STATUS_FILTERS = [
  { value: '', label: 'All Orders' },
  { value: 'pending', label: 'Pending' },
  { value: 'packed', label: 'Packed' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
] as const;

type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** Order management (/admin/orders): status filter, export, order cards, detail, status changes and shipping. */
export function AdminOrdersRoute() {
  useDocumentTitle('Order Management');
  const [status, setStatus] = useState<StatusFilter>('');
  const [page, setPage] = usePageFor(status);
  const orders = useAdminOrders({ status, page });
  const actions = useOrderActions();
  const [viewing, setViewing] = useState<Order | null>(null);
  const [shipping, setShipping] = useState<Order | null>(null);
  const exporting = useToastedTask('orders.export');
  const printing = useToastedTask('orders.labels');
  /** Shipped orders chosen for "Print labels" (docs/decisions/062-shiprocket-forward-flow.md), across pages. */
  const [forLabels, setForLabels] = useState<ReadonlySet<string>>(() => new Set());
  useErrorToast(orders.error, ORDER_TOASTS.fetchFailed);

  const list = orders.data?.orders ?? [];
  // Dialogs show the freshest copy of their order once the list has been refetched after a change.
  const fresh = (order: Order | null) => (order ? (list.find((o) => o._id === order._id) ?? order) : null);
  const shippable = fresh(shipping);

  const onExport = () =>
    void exporting.run(() => exportOrders(status), {
      success: ORDER_TOASTS.exported,
      failure: ORDER_TOASTS.exportFailed,
    });

  const choose = (orderId: string, chosen: boolean) =>
    setForLabels((current) => {
      const next = new Set(current);
      if (chosen) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  const onPrintLabels = () =>
    void printing.run(() => downloadLabels([...forLabels]), {
      success: `Labels for ${plural(forLabels.size, 'order')} downloaded`,
      failure: 'Could not print the labels',
      onDone: () => setForLabels(new Set()),
    });

  return (
    <>
      <PageHeader
        title="Order Management"
        subtitle="Review orders, update their status and ship them."
        actions={
          <div className="flex flex-wrap gap-2">
            {forLabels.size > 0 && (
              <IconButton icon={Printer} onClick={onPrintLabels} isLoading={printing.isRunning}>
                Print labels ({forLabels.size})
              </IconButton>
            )}
            <IconButton icon={Download} variant="outline" onClick={onExport} isLoading={exporting.isRunning}>
              Export
            </IconButton>
          </div>
        }
      />

      <div className="mb-5">
        <FilterTabs options={STATUS_FILTERS} value={status} onChange={setStatus} label="Filter orders by status" />
      </div>

      <PagedQueryList
        query={orders}
        loading={<SkeletonList count={3} className="space-y-4" itemClassName="h-52 rounded-2xl" />}
        errorTitle="Could not load orders"
        errorFallback={ORDER_TOASTS.fetchFailed}
        isEmpty={list.length === 0}
        emptyIcon={ShoppingBag}
        empty={status ? `No ${status} orders.` : 'No orders yet.'}
        className="space-y-4"
        pages={{ page, size: ADMIN_ORDERS_PAGE_SIZE, onChange: setPage, label: 'Order pages' }}
      >
        {list.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            isStatusPending={actions.pendingStatusId === order._id}
            onView={() => setViewing(order)}
            onShip={() => setShipping(order)}
            onStatusChange={(next) => actions.changeStatus(order, next)}
            selected={forLabels.has(order._id)}
            onSelectedChange={(chosen) => choose(order._id, chosen)}
          />
        ))}
      </PagedQueryList>

      <OrderDetailDialog
        order={fresh(viewing)}
        actions={actions}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
      />
      <ShipOrderDialog
        order={shippable && shippable.status === 'packed' ? shippable : null}
        actions={actions}
        onOpenChange={(open) => {
          if (!open) setShipping(null);
        }}
      />
    </>
  );
}
