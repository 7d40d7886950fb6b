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
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { orderStatusWords } from '../utils/order-words';

function parseStatus(value: string | null): OrderStatus | undefined {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : undefined;
}

function OrdersSkeleton() {
  const { t } = useT();
  return (
    <div className="space-y-4" role="status" aria-label={t('orders.loading')}>
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
  const { t } = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
      <PackageSearch className="mx-auto h-12 w-12 text-slate-300" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('orders.noneTitle')}</h2>
      <p className="mt-1 text-slate-600">
        {status ? t('orders.noneUnder', { status: orderStatusWords(status, t) }) : t('orders.none')}
      </p>
      <Link to={paths.products} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('orders.browse')}
      </Link>
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
      <h2 className="text-lg font-semibold text-red-800">{t('orders.loadFailed')}</h2>
      <p className="mt-1 text-sm text-red-700">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {t('orders.retry')}
      </Button>
    </div>
  );
}

/** My Orders (/orders, signed in): status filters, order cards, details with tracking, invoices, cancelling. */
export function OrdersRoute() {
  const { t } = useT();
  useDocumentTitle(t('orders.documentTitle'));
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
    if (error) toast.error(getErrorMessage(error, t('orders.fetchFailed')));
  }, [error, errorUpdatedAt, toast, t]);

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
      onSuccess: () => toast.success(t('orders.cancelled', { number }), { key: 'order.cancel' }),
      onError: (cancelError) =>
        toast.error(getErrorMessage(cancelError, t('orders.cancelFailed')), { key: 'order.cancel' }),
      onSettled: () => setCancelTarget(null),
    });
  };

  let body;
  if (isPending) {
    body = <OrdersSkeleton />;
  } else if (error && !data) {
    body = <LoadError message={getErrorMessage(error, t('orders.fetchFailed'))} onRetry={() => void refetch()} />;
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
      <PageHeader title={t('orders.title')} subtitle={t('orders.subtitle')} />
      <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <OrderFilters value={status} onChange={onFilter} />
        {data && (
          <p className="text-sm text-slate-600" role="status" data-testid="orders-count">
            {t('orders.showing', { count: orders.length })}
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
        title={t('orders.cancelTitle')}
        confirmLabel={t('orders.cancel')}
        cancelLabel={t('orders.keep')}
        closeLabel={t('detail.close')}
        isPending={cancel.isPending}
        onConfirm={onConfirmCancel}
      >
        {cancelTarget && (
          <p>
            {richText(
              t('orders.cancelText', { number: formatOrderNumber(cancelTarget._id) }),
              <span className="font-mono font-semibold" />,
            )}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
