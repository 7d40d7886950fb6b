import { DEFAULT_SALES_PERIOD } from '@shop/shared/constants';
import { ShoppingCart, Trophy, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/link';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { downloadSalesReport } from '../api/exports';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useSalesAnalytics } from '../api/get-sales-analytics';
import { AnalyticsCharts } from '../components/analytics-charts';
import { AnalyticsStatCards } from '../components/analytics-stat-cards';
import { IconButton } from '../components/icon-button';
import { LowStockGrid } from '../components/low-stock-grid';
import { OrderRows } from '../components/order-rows';
import { Panel } from '../components/panel';
import { PeriodSelect } from '../components/period-select';
import { TopProducts } from '../components/top-products';
import { useErrorToast } from '../hooks/use-error-toast';
import { useToastedTask } from '../hooks/use-toasted-task';
import type { SalesPeriod } from '../types';
import { isSalesPeriod, periodRange, toDay } from '../utils/dates';

export const ANALYTICS_TOASTS = {
  fetchFailed: 'Failed to fetch sales analytics',
  statsFailed: 'Failed to fetch statistics',
  reportDownloaded: 'Sales report downloaded',
  reportFailed: 'Failed to generate sales report',
} as const;

/** Analytics & Reports (/admin/analytics): a period's figures with real change, sales bars and chart, top products. */
export function AdminAnalyticsRoute() {
  useDocumentTitle('Analytics & Reports');
  const [period, setPeriod] = useState<SalesPeriod>(
    isSalesPeriod(DEFAULT_SALES_PERIOD) ? DEFAULT_SALES_PERIOD : 'month',
  );
  const analytics = useSalesAnalytics(period);
  const stats = useDashboardStats();
  useErrorToast(analytics.error, ANALYTICS_TOASTS.fetchFailed);
  useErrorToast(stats.error, ANALYTICS_TOASTS.statsFailed);
  const report = useToastedTask('analytics.report');

  const data = analytics.data;
  const isLoading = analytics.isPending;
  const lowStock = stats.data?.lowStockProducts ?? [];

  const onExport = () => {
    // The range the figures on screen cover; the period's own range until they arrive.
    const fallback = periodRange(period);
    const startDate = (data?.period === period && toDay(data.startDate)) || fallback.startDate;
    const endDate = (data?.period === period && toDay(data.endDate)) || fallback.endDate;
    return report.run(() => downloadSalesReport(startDate, endDate), {
      success: ANALYTICS_TOASTS.reportDownloaded,
      failure: ANALYTICS_TOASTS.reportFailed,
    });
  };

  return (
    <>
      <PageHeader
        title="Analytics & Reports"
        subtitle="Sales trends, top products and stock at a glance."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <PeriodSelect<never> value={period} onChange={setPeriod} id="analytics-period" />
            <IconButton icon={FileDown} onClick={() => void onExport()} isLoading={report.isRunning}>
              Export Report
            </IconButton>
          </div>
        }
      />

      <AnalyticsStatCards
        data={data}
        isLoading={isLoading}
        isPlaceholderData={analytics.isPlaceholderData}
        isFetching={analytics.isFetching}
      />

      <AnalyticsCharts series={data?.series ?? []} isLoading={isLoading} />

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

      {lowStock.length > 0 && <LowStockGrid products={lowStock} />}
    </>
  );
}
