import { plural } from '@shop/shared/plural';
import type { LabelFailure } from '@shop/shared/schemas/shipping-flow';
import { Download, Printer, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { exportOrders } from '../api/exports';
import { downloadLabels } from '../api/shipment-flow';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderFilters, useAdminOrders } from '../api/get-admin-orders';
import { LabelFailures } from '../components/label-failures';
import { OrderFilters, isOrderRangeValid } from '../components/order-filters';
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

const SEARCH_DEBOUNCE_MS = 300;
const NO_FILTERS: AdminOrderFilters = { status: '', q: '', from: '', to: '' };

/**
 * Order management (/admin/orders): search, days placed and status filters (asked of the server), export, order
 * cards, detail, status changes and shipping.
 */
export function AdminOrdersRoute() {
  useDocumentTitle('Order Management');
  const [filters, setFilters] = useState(NO_FILTERS);
  const q = useDebouncedValue(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  // A backwards range is explained beside the dates and not asked for.
  const days = isOrderRangeValid(filters) ? { from: filters.from, to: filters.to } : { from: '', to: '' };
  const asked = { status: filters.status, q, ...days };
  const [page, setPage] = usePageFor(JSON.stringify(asked));
  const orders = useAdminOrders({ ...asked, page });
  const status = filters.status;
  const isFiltered = Boolean(q || days.from || days.to);
  const actions = useOrderActions();
  const [viewing, setViewing] = useState<Order | null>(null);
  const [shipping, setShipping] = useState<Order | null>(null);
  const exporting = useToastedTask('orders.export');
  const printing = useToastedTask('orders.labels');
  /** Shipped orders chosen for "Print labels" (docs/decisions/062-shiprocket-forward-flow.md), across pages. */
  const [forLabels, setForLabels] = useState<ReadonlySet<string>>(() => new Set());
  const [labelFailures, setLabelFailures] = useState<readonly LabelFailure[]>([]);
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

  const onPrintLabels = () => {
    setLabelFailures([]);
    void printing.run(() => downloadLabels([...forLabels]), {
      success: (failed) => `Labels for ${plural(forLabels.size - failed.length, 'order')} downloaded`,
      failure: 'Could not print the labels',
      // The orders left out stay chosen, to try again once their reason is dealt with.
      onDone: (failed) => {
        setLabelFailures(failed);
        setForLabels(new Set(failed.map((f) => f.orderId)));
      },
    });
  };

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

      <LabelFailures failures={labelFailures} onDismiss={() => setLabelFailures([])} />
      <OrderFilters filters={filters} onChange={(changes) => setFilters((current) => ({ ...current, ...changes }))} />

      <PagedQueryList
        query={orders}
        loading={<SkeletonList count={3} className="space-y-4" itemClassName="h-52 rounded-2xl" />}
        errorTitle="Could not load orders"
        errorFallback={ORDER_TOASTS.fetchFailed}
        isEmpty={list.length === 0}
        emptyIcon={ShoppingBag}
        empty={isFiltered ? 'No orders match this search.' : status ? `No ${status} orders.` : 'No orders yet.'}
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
