import { LOW_STOCK_LIST_COUNT, RECENT_ORDERS_COUNT } from '@shop/shared/constants';
import { formatRupees } from '@shop/shared/money';
import { CircleCheck, IndianRupee, Package, ShoppingCart, TriangleAlert, Users } from 'lucide-react';
import { ProductImage } from '../../../components/product/product-image';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { OrderRows } from '../components/order-rows';
import { GoLiveChecklist } from '../components/go-live-checklist';
import { EmptyNote, Panel } from '../components/panel';
import { ActionLinkRow, PanelHeaderLink } from '../components/panel-links';
import { LastBackupLine } from '../components/last-backup-line';
import { formatCount, StatGrid, type StatSpec } from '../components/stat-grid';
import { WaitingOrdersPanel } from '../components/waiting-orders';
import { useErrorToast } from '../hooks/use-error-toast';
import type { DashboardStats } from '../types';

export const STATS_FAILED = 'Failed to fetch dashboard statistics';

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
}

/** The store's four running totals; revenue counts only money that is in, and says what is still to come. */
function overviewStats(data: DashboardStats | undefined): StatSpec[] {
  return [
    { label: 'Total Products', icon: Package, value: data && formatCount(data.totalProducts) },
    { label: 'Total Users', icon: Users, tone: 'sky', value: data && formatCount(data.totalUsers) },
    { label: 'Total Orders', icon: ShoppingCart, tone: 'amber', value: data && formatCount(data.totalOrders) },
    {
      label: 'Revenue',
      icon: IndianRupee,
      tone: 'green',
      value: data && formatRupees(data.totalRevenue),
      hint:
        data?.pendingRevenue !== undefined
          ? `Paid online + delivered COD/WhatsApp. Pending ${formatRupees(data.pendingRevenue)}`
          : undefined,
    },
  ];
}

/** Admin overview (/admin): four stat cards, the latest orders and the products running low. */
export function AdminOverviewRoute() {
  useDocumentTitle('Dashboard Overview');
  const stats = useDashboardStats();
  useErrorToast(stats.error, STATS_FAILED);
  const data = stats.data;
  const isLoading = stats.isPending;

  return (
    <>
      <PageHeader title="Dashboard Overview" subtitle="A snapshot of your store at a glance." />
      <LastBackupLine />

      {stats.isError && !data && (
        <div className="mb-6">
          <ErrorPanel title="Could not load statistics" message={STATS_FAILED} onRetry={() => void stats.refetch()} />
        </div>
      )}

      <StatGrid stats={overviewStats(data)} isLoading={isLoading} className="min-[420px]:grid-cols-2 xl:grid-cols-4" />

      <WaitingOrdersPanel />
      <GoLiveChecklist />

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel
          title="Recent Orders"
          icon={<ShoppingCart className="h-5 w-5 text-brand-600" aria-hidden="true" />}
          action={<PanelHeaderLink to={paths.admin.orders}>View All</PanelHeaderLink>}
        >
          {isLoading ? (
            <ListSkeleton />
          ) : (
            <OrderRows orders={(data?.recentOrders ?? []).slice(0, RECENT_ORDERS_COUNT)} />
          )}
        </Panel>

        <Panel
          title="Low Stock Alert"
          icon={<TriangleAlert className="h-5 w-5 text-amber-500" aria-hidden="true" />}
          action={<PanelHeaderLink to={paths.admin.products}>Manage</PanelHeaderLink>}
        >
          {isLoading ? (
            <ListSkeleton />
          ) : (data?.lowStockProducts ?? []).length === 0 ? (
            <EmptyNote icon={<CircleCheck className="h-8 w-8 text-green-500" aria-hidden="true" />}>
              All products are well stocked
            </EmptyNote>
          ) : (
            <ul className="divide-y divide-slate-100">
              {(data?.lowStockProducts ?? []).slice(0, LOW_STOCK_LIST_COUNT).map((product) => (
                <ActionLinkRow
                  key={product._id}
                  to={paths.admin.editProduct(product._id)}
                  action="Restock"
                  actionLabel={`Restock ${product.name}`}
                >
                  <ProductImage src={product.images[0]} alt="" width={200} className="h-10 w-10 shrink-0 rounded-lg" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900" title={product.name}>
                      {product.name}
                    </p>
                    <p className="text-xs font-semibold text-red-600">Stock: {product.stock}</p>
                  </div>
                </ActionLinkRow>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
