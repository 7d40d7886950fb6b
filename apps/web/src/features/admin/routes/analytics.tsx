import { plural, stockNote } from '@shop/shared/plural';
import { DEFAULT_SALES_PERIOD } from '@shop/shared/constants';
import { formatRupees } from '@shop/shared/money';
import {
  ChartColumn,
  ChartLine,
  FileDown,
  IndianRupee,
  Package,
  ShoppingCart,
  Trophy,
  TriangleAlert,
  Users,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product/product-image';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { downloadSalesReport } from '../api/exports';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useSalesAnalytics } from '../api/get-sales-analytics';
import { ChangeLine, CountChangeLine } from '../components/change-line';
import { OrderRows } from '../components/order-rows';
import { Panel } from '../components/panel';
import { PeriodSelect } from '../components/period-select';
import { SalesBars } from '../components/sales-bars';
import { StatCard } from '../components/stat-card';
import { TopProducts } from '../components/top-products';
import { useErrorToast } from '../hooks/use-error-toast';
import type { SalesPeriod } from '../types';
import { isSalesPeriod, periodRange, toDay } from '../utils/dates';
import { IconButton } from '../components/icon-button';

// recharts is large: it loads with this component, after the figures are on screen.
const RevenueChart = lazy(() => import('../components/revenue-chart'));

export const ANALYTICS_TOASTS = {
  fetchFailed: 'Failed to fetch sales analytics',
  statsFailed: 'Failed to fetch statistics',
  reportDownloaded: 'Sales report downloaded',
  reportFailed: 'Failed to generate sales report',
} as const;

const count = new Intl.NumberFormat('en-IN');

function ChartFallback() {
  return (
    <div className="flex h-64 items-center justify-center text-brand-600" role="status">
      <Spinner size="lg" />
      <span className="sr-only">Loading chart</span>
    </div>
  );
}

/** Analytics & Reports (/admin/analytics): a period's figures with real change, sales bars and chart, top products. */
export function AdminAnalyticsRoute() {
  useDocumentTitle('Analytics & Reports');
  const toast = useToast('analytics.report');
  const [period, setPeriod] = useState<SalesPeriod>(
    isSalesPeriod(DEFAULT_SALES_PERIOD) ? DEFAULT_SALES_PERIOD : 'month',
  );
  const analytics = useSalesAnalytics(period);
  const stats = useDashboardStats();
  useErrorToast(analytics.error, ANALYTICS_TOASTS.fetchFailed);
  useErrorToast(stats.error, ANALYTICS_TOASTS.statsFailed);
  const [isExporting, setIsExporting] = useState(false);

  const data = analytics.data;
  const isLoading = analytics.isPending;
  const lowStock = stats.data?.lowStockProducts ?? [];

  const onExport = async () => {
    // The range the figures on screen cover; the period's own range until they arrive.
    const fallback = periodRange(period);
    const startDate = (data?.period === period && toDay(data.startDate)) || fallback.startDate;
    const endDate = (data?.period === period && toDay(data.endDate)) || fallback.endDate;
    setIsExporting(true);
    try {
      await downloadSalesReport(startDate, endDate);
      toast.success(ANALYTICS_TOASTS.reportDownloaded);
    } catch (error) {
      toast.error(getErrorMessage(error, ANALYTICS_TOASTS.reportFailed));
    } finally {
      setIsExporting(false);
    }
  };

  const cards = [
    {
      key: 'revenue',
      label: 'Total Revenue',
      hint: 'Paid online + delivered COD/WhatsApp, in this period',
      icon: IndianRupee,
      tone: 'green',
      format: formatRupees,
    },
    {
      key: 'orders',
      label: 'Total Orders',
      hint: 'In this period',
      icon: ShoppingCart,
      tone: 'amber',
      format: (n: number) => count.format(n),
    },
    {
      key: 'products',
      label: 'Total Products',
      hint: 'Added in this period',
      icon: Package,
      tone: 'brand',
      format: (n: number) => count.format(n),
    },
    {
      key: 'users',
      label: 'Total Users',
      hint: 'Joined in this period',
      icon: Users,
      tone: 'sky',
      format: (n: number) => count.format(n),
    },
  ] as const;

  return (
    <>
      <PageHeader
        title="Analytics & Reports"
        subtitle="Sales trends, top products and stock at a glance."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <PeriodSelect<never> value={period} onChange={setPeriod} id="analytics-period" />
            <IconButton icon={FileDown} onClick={() => void onExport()} isLoading={isExporting}>
              Export Report
            </IconButton>
          </div>
        }
      />

      <div
        className="grid grid-cols-1 gap-4 transition-opacity min-[420px]:grid-cols-2 xl:grid-cols-4"
        style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}
        aria-busy={analytics.isFetching || undefined}
      >
        {cards.map(({ key, label, hint, icon, tone, format }) => (
          <StatCard
            key={key}
            label={label}
            hint={hint}
            icon={icon}
            tone={tone}
            isLoading={isLoading}
            value={data ? format(data.totals[key]) : '—'}
            footer={
              !data ? undefined : key === 'revenue' ? (
                <>
                  <ChangeLine change={data.change.revenue} />
                  {data.totals.pending !== undefined && (
                    <span className="block text-slate-500">Pending {formatRupees(data.totals.pending)}</span>
                  )}
                </>
              ) : (
                <CountChangeLine current={data.totals[key]} previous={data.previous[key]} />
              )
            }
          />
        ))}
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel title="Sales Overview" icon={<ChartColumn className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
          {isLoading ? (
            <div className="space-y-4" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-8" />
              ))}
            </div>
          ) : (
            <SalesBars series={data?.series ?? []} />
          )}
        </Panel>
        <Panel title="Revenue Over Time" icon={<ChartLine className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
          {isLoading ? (
            <ChartFallback />
          ) : (data?.series ?? []).length === 0 ? (
            <p className="flex h-64 items-center justify-center text-sm text-slate-500">No sales in this period</p>
          ) : (
            <Suspense fallback={<ChartFallback />}>
              <RevenueChart series={data?.series ?? []} />
            </Suspense>
          )}
        </Panel>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel
          title="Recent Orders"
          icon={<ShoppingCart className="h-5 w-5 text-brand-600" aria-hidden="true" />}
          action={
            <Link to={paths.admin.orders} className="text-sm font-medium text-brand-700 hover:underline">
              View All
            </Link>
          }
        >
          {isLoading ? <Skeleton className="h-48" /> : <OrderRows orders={data?.recentOrders ?? []} />}
        </Panel>
        <Panel title="Top Products" icon={<Trophy className="h-5 w-5 text-amber-500" aria-hidden="true" />}>
          {stats.isPending ? <Skeleton className="h-48" /> : <TopProducts products={stats.data?.topProducts ?? []} />}
        </Panel>
      </div>

      {lowStock.length > 0 && (
        <Panel
          className="mt-6 border-amber-200"
          title="Low Stock Alert"
          icon={<TriangleAlert className="h-5 w-5 text-amber-500" aria-hidden="true" />}
          action={
            <Link to={paths.admin.products} className="text-sm font-medium text-brand-700 hover:underline">
              Manage
            </Link>
          }
        >
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {lowStock.map((product) => (
              <li key={product._id} className="min-w-0">
                <Link
                  to={paths.admin.editProduct(product._id)}
                  className="flex items-center gap-3 rounded-xl border border-amber-100 bg-amber-50/60 p-3 hover:border-amber-300"
                >
                  <ProductImage src={product.images[0]} alt="" width={200} className="h-12 w-12 shrink-0 rounded-lg" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{product.name}</span>
                    <span className="text-sm font-semibold text-red-600">
                      {stockNote(product.stock) ?? plural(product.stock, 'unit')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
