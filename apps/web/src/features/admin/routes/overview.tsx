import { LOW_STOCK_LIST_COUNT, RECENT_ORDERS_COUNT } from '@shop/shared/constants';
import { DEFAULT_SALES_PERIOD } from '@shop/shared/constants';
import { CircleCheck, ShoppingCart, TriangleAlert, Trophy } from 'lucide-react';
import { useState } from 'react';
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
import { OverviewDefinitions, OverviewFigures, OverviewTopProducts } from '../components/overview-figures';
import { PeriodSelect } from '../components/period-select';
import { useAdminOverview } from '../api/get-overview';
import { isSalesPeriod } from '../utils/dates';
import { WaitingOrdersPanel } from '../components/waiting-orders';
import { useErrorToast } from '../hooks/use-error-toast';
import type { SalesPeriod } from '../types';

/** "Linen Shirt — Size M / Blue" for a low variant, the bare name for a product without options. */
const lowStockName = (p: { name: string; variantTitle: string }) =>
  p.variantTitle ? `${p.name} — ${p.variantTitle}` : p.name;

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

/**
 * The admin Overview (/admin, docs/decisions/213-one-truthful-overview.md): the period's revenue, orders and
 * average order under one stated rule, compared with the period before only where that means something, the
 * best sellers with units and real revenue, then the day's work (waiting orders, latest orders, low stock).
 */
export function AdminOverviewRoute() {
  useDocumentTitle('Dashboard Overview');
  const [period, setPeriod] = useState<SalesPeriod>(
    isSalesPeriod(DEFAULT_SALES_PERIOD) ? DEFAULT_SALES_PERIOD : 'month',
  );
  const overview = useAdminOverview(period);
  const stats = useDashboardStats();
  useErrorToast(stats.error ?? overview.error, STATS_FAILED);
  const data = stats.data;
  const isLoading = stats.isPending;

  return (
    <>
      <PageHeader
        title="Dashboard Overview"
        subtitle="Your shop's sales, stated plainly: what counts, and against what."
        actions={<PeriodSelect<never> value={period} onChange={setPeriod} id="overview-period" />}
      />
      <LastBackupLine />

      {(stats.isError && !data) || (overview.isError && !overview.data) ? (
        <div className="mb-6">
          <ErrorPanel
            title="Could not load statistics"
            message={STATS_FAILED}
            onRetry={() => void Promise.all([stats.refetch(), overview.refetch()])}
          />
        </div>
      ) : null}

      <div className="transition-opacity" style={{ opacity: overview.isPlaceholderData ? 0.6 : 1 }}>
        <OverviewFigures data={overview.data} isLoading={overview.isPending} />
      </div>

      <WaitingOrdersPanel />
      <GoLiveChecklist />

      <div className="mt-6">
        <Panel title="Top Products" icon={<Trophy className="h-5 w-5 text-amber-500" aria-hidden="true" />}>
          {overview.data ? <OverviewTopProducts products={overview.data.topProducts} /> : <ListSkeleton />}
        </Panel>
      </div>

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
                  key={product.variantId}
                  to={paths.admin.editProduct(product._id)}
                  action="Restock"
                  actionLabel={`Restock ${lowStockName(product)}`}
                >
                  <ProductImage src={product.images[0]} alt="" width={200} className="h-10 w-10 shrink-0 rounded-lg" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900" title={lowStockName(product)}>
                      {lowStockName(product)}
                    </p>
                    <p className="text-xs font-semibold text-red-600">{product.stock} left</p>
                  </div>
                </ActionLinkRow>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <OverviewDefinitions />
    </>
  );
}
