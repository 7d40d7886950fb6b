import { DEFAULT_SALES_PERIOD } from '@shop/shared/constants';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { downloadSalesReport } from '../api/exports';
import { useSalesAnalytics } from '../api/get-sales-analytics';
import { AnalyticsCharts } from '../components/analytics-charts';
import { IconButton } from '../components/icon-button';
import { PeriodSelect } from '../components/period-select';
import { SalesReportSection } from '../components/sales-report-section';
import { useErrorToast } from '../hooks/use-error-toast';
import { useToastedTask } from '../hooks/use-toasted-task';
import type { SalesPeriod } from '../types';
import { isSalesPeriod, periodRange, toDay } from '../utils/dates';

export const ANALYTICS_TOASTS = {
  fetchFailed: 'Failed to fetch sales analytics',
  reportDownloaded: 'Sales report downloaded',
  reportFailed: 'Failed to generate sales report',
} as const;

/**
 * Analytics & Reports (/admin/analytics): trends. Revenue and orders over the chosen period as bars and a
 * chart, then the sales report of any range with its PDF; every figure by the Overview's revenue rule
 * (docs/decisions/213-one-truthful-overview.md). The period's headline figures live on the Overview.
 */
export function AdminAnalyticsRoute() {
  useDocumentTitle('Analytics & Reports');
  const [period, setPeriod] = useState<SalesPeriod>(
    isSalesPeriod(DEFAULT_SALES_PERIOD) ? DEFAULT_SALES_PERIOD : 'month',
  );
  const analytics = useSalesAnalytics(period);
  useErrorToast(analytics.error, ANALYTICS_TOASTS.fetchFailed);
  const report = useToastedTask('analytics.report');
  const data = analytics.data;

  const onExport = () => {
    // The range the chart covers; the period's own range until it arrives.
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
        subtitle="Sales trends over time, and the sales report of any range."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <PeriodSelect<never> value={period} onChange={setPeriod} id="analytics-period" />
            <IconButton icon={FileDown} onClick={() => void onExport()} isLoading={report.isRunning}>
              Export Report
            </IconButton>
          </div>
        }
      />
      <p className="mb-4 text-sm text-slate-600">
        Revenue here is counted as on the Overview: paid online orders and delivered cash-on-delivery or WhatsApp
        orders, GST included, less refunds, on the day the order was placed.
      </p>

      <div className="transition-opacity" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
        <AnalyticsCharts series={data?.series ?? []} isLoading={analytics.isPending} />
      </div>

      <SalesReportSection />
    </>
  );
}
