import { ORDER_STATUS_LABELS } from '@shop/shared/status-words';
import { plural } from '@shop/shared/plural';
import { formatOrderNumber } from '@shop/shared/order-number';
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/order-status';
import type { Order } from '@shop/shared/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { useCancelOrder } from '../api/cancel-order';
import { myOrdersQueryOptions } from '../../../lib/orders/get-my-orders';
import { OrderCard } from '../components/order-card';
import { OrderDetailDialog } from '../components/order-detail-dialog';
import { OrderFilters } from '../components/order-filters';
import { useInvoiceDownload } from '../hooks/use-invoice-download';

export const FETCH_ORDERS_FAILED = 'Failed to fetch orders';

function parseStatus(value: string | null): OrderStatus | undefined {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : undefined;
}

function OrdersSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading orders">
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-2 h-4 w-28" />
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-14 w-14" />
            <Skeleton className="h-14 w-14" />
            <Skeleton className="h-14 w-14" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyOrders({ status }: { status: OrderStatus | undefined }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
      <PackageSearch className="mx-auto h-12 w-12 text-slate-300" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">No Orders Found</h2>
      <p className="mt-1 text-slate-600">
        {status ? `No orders under "${ORDER_STATUS_LABELS[status]}"` : "You haven't placed any orders yet."}
      </p>
      <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-6')}>
        Browse Products
      </Link>
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
      <h2 className="text-lg font-semibold text-red-800">Could not load your orders</h2>
      <p className="mt-1 text-sm text-red-700">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** My Orders (/orders, signed in): status filters, order cards, details with tracking, invoices, cancelling. */
export function OrdersRoute() {
  useDocumentTitle('My Orders');
  const toast = useToast();
  // The filter lives in the URL, so a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseStatus(searchParams.get('status'));
  const { data, error, errorUpdatedAt, isPending, refetch } = useQuery(myOrdersQueryOptions(status));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [cancelTarget, setCancelTarget] = useState<Order | null>(null);
  const cancel = useCancelOrder();
  const invoice = useInvoiceDownload();

  useEffect(() => {
    if (error) toast.error(getErrorMessage(error, FETCH_ORDERS_FAILED));
  }, [error, errorUpdatedAt, toast]);

  const orders = data?.orders ?? [];
  // Looked up in the latest list, so the dialog shows the order as it is after a cancel or refetch.
  const selected = data?.orders.find((order) => order._id === selectedId) ?? null;

  const onFilter = (next: OrderStatus | undefined) => {
    setSearchParams(next ? { status: next } : {}, { replace: true });
  };

  const onConfirmCancel = () => {
    if (!cancelTarget) return;
    const number = formatOrderNumber(cancelTarget._id);
    cancel.mutate(cancelTarget._id, {
      onSuccess: () => toast.success(`Order #${number} has been cancelled`, { key: 'order.cancel' }),
      onError: (cancelError) =>
        toast.error(getErrorMessage(cancelError, 'Failed to cancel order'), { key: 'order.cancel' }),
      onSettled: () => setCancelTarget(null),
    });
  };

  let body;
  if (isPending) {
    body = <OrdersSkeleton />;
  } else if (error && !data) {
    body = <LoadError message={getErrorMessage(error, FETCH_ORDERS_FAILED)} onRetry={() => void refetch()} />;
  } else if (orders.length === 0) {
    body = <EmptyOrders status={status} />;
  } else {
    body = (
      <div className="space-y-4">
        {orders.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            onViewDetails={() => setSelectedId(order._id)}
            onDownloadInvoice={() => void invoice.download(order._id)}
            onCancel={() => setCancelTarget(order)}
            isDownloading={invoice.downloadingId === order._id}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="container-page py-8">
      <PageHeader title="My Orders" subtitle="Track and manage your order history" />
      <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <OrderFilters value={status} onChange={onFilter} />
        {data && (
          <p className="text-sm text-slate-600" role="status" data-testid="orders-count">
            Showing {plural(orders.length, 'order')}
          </p>
        )}
      </div>
      {body}

      <OrderDetailDialog
        order={selected}
        onOpenChange={(open) => {
          if (!open) setSelectedId(null);
        }}
        onDownloadInvoice={(orderId) => void invoice.download(orderId)}
        isDownloading={selected !== null && invoice.downloadingId === selected._id}
      />

      <ConfirmDialog
        open={cancelTarget !== null}
        onOpenChange={(open) => {
          if (!open) setCancelTarget(null);
        }}
        title="Cancel this order?"
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        isPending={cancel.isPending}
        onConfirm={onConfirmCancel}
      >
        {cancelTarget && (
          <p>
            Order <span className="font-mono font-semibold">#{formatOrderNumber(cancelTarget._id)}</span> will be
            cancelled and its items released. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
