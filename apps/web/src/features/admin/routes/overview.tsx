import { LOW_STOCK_LIST_COUNT, RECENT_ORDERS_COUNT } from '@shop/shared/constants';
import { formatRupees } from '@shop/shared/money';
import { CircleCheck, IndianRupee, Package, ShoppingCart, TriangleAlert, Users } from 'lucide-react';
import { Link } from '../../../lib/link';
import { ProductImage } from '../../../components/product/product-image';
import { buttonClasses } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { OrderRows } from '../components/order-rows';
import { GoLiveChecklist } from '../components/go-live-checklist';
import { EmptyNote, Panel } from '../components/panel';
import { LastBackupLine } from '../components/last-backup-line';
import { StatCard } from '../components/stat-card';
import { WaitingOrdersPanel } from '../components/waiting-orders';
import { useErrorToast } from '../hooks/use-error-toast';

export const STATS_FAILED = 'Failed to fetch dashboard statistics';
const count = new Intl.NumberFormat('en-IN');

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
}

/** Admin overview (/admin): four stat cards, the latest orders and the products running low. */
export function AdminOverviewRoute() {
  useDocumentTitle('Dashboard Overview');
  const stats = useDashboardStats();
  useErrorToast(stats.error, STATS_FAILED);
  const data = stats.data;
  const isLoading = stats.isPending;

  const linkClass = buttonClasses('ghost', 'sm', 'text-brand-700 hover:bg-brand-50');

  return (
    <>
      <PageHeader title="Dashboard Overview" subtitle="A snapshot of your store at a glance." />
      <LastBackupLine />

      {stats.isError && !data && (
        <div className="mb-6">
          <ErrorPanel title="Could not load statistics" message={STATS_FAILED} onRetry={() => void stats.refetch()} />
        </div>
      )}

      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Products"
          icon={Package}
          isLoading={isLoading}
          value={data ? count.format(data.totalProducts) : '—'}
        />
        <StatCard
          label="Total Users"
          icon={Users}
          tone="sky"
          isLoading={isLoading}
          value={data ? count.format(data.totalUsers) : '—'}
        />
        <StatCard
          label="Total Orders"
          icon={ShoppingCart}
          tone="amber"
          isLoading={isLoading}
          value={data ? count.format(data.totalOrders) : '—'}
        />
        <StatCard
          label="Revenue"
          icon={IndianRupee}
          tone="green"
          isLoading={isLoading}
          value={data ? formatRupees(data.totalRevenue) : '—'}
          hint={
            data?.pendingRevenue !== undefined
              ? `Paid online + delivered COD/WhatsApp. Pending ${formatRupees(data.pendingRevenue)}`
              : undefined
          }
        />
      </div>

      <WaitingOrdersPanel />
      <GoLiveChecklist />

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel
          title="Recent Orders"
          icon={<ShoppingCart className="h-5 w-5 text-brand-600" aria-hidden="true" />}
          action={
            <Link to={paths.admin.orders} className={linkClass}>
              View All
            </Link>
          }
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
          action={
            <Link to={paths.admin.products} className={linkClass}>
              Manage
            </Link>
          }
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
                <li key={product._id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <ProductImage src={product.images[0]} alt="" width={200} className="h-10 w-10 shrink-0 rounded-lg" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900" title={product.name}>
                      {product.name}
                    </p>
                    <p className="text-xs font-semibold text-red-600">Stock: {product.stock}</p>
                  </div>
                  <Link
                    to={paths.admin.editProduct(product._id)}
                    className={buttonClasses('outline', 'sm', 'shrink-0')}
                    aria-label={`Restock ${product.name}`}
                  >
                    Restock
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
