import { formatRupees } from '@shop/shared/money';
import { CalendarRange, IndianRupee, Receipt, ShoppingCart } from 'lucide-react';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { downloadSalesReport } from '../api/exports';
import { useSalesReport } from '../api/get-sales-report';
import { DailySales } from '../components/daily-sales';
import { Panel } from '../components/panel';
import { ReportBreakdowns } from '../components/report-breakdowns';
import { ReportRangeBar } from '../components/report-range-bar';
import { formatCount, StatGrid, type StatSpec } from '../components/stat-grid';
import { useErrorToast } from '../hooks/use-error-toast';
import { useReportRange } from '../hooks/use-report-range';
import { useToastedTask } from '../hooks/use-toasted-task';
import type { SalesReport } from '../types';

export const DASHBOARD_TOASTS = {
  fetchFailed: 'Failed to fetch statistics',
  reportDownloaded: 'Sales report downloaded',
  reportFailed: 'Failed to generate sales report',
} as const;

/** The chosen period's revenue, order count and average order. */
function reportStats(data: SalesReport | undefined): StatSpec[] {
  return [
    { label: 'Revenue', icon: IndianRupee, tone: 'green', value: data && formatRupees(data.revenue) },
    { label: 'Orders', icon: ShoppingCart, tone: 'amber', value: data && formatCount(data.orders) },
    { label: 'Average Order Value', icon: Receipt, value: data && formatRupees(data.averageOrderValue) },
  ];
}

/** Dashboard statistics (/admin/dashboard): a period or a date range, its sales figures and the PDF report. */
export function AdminDashboardRoute() {
  useDocumentTitle('Dashboard Statistics');
  const rangeState = useReportRange();
  const { range, isRangeValid } = rangeState;
  const download = useToastedTask('dashboard.report');
  const report = useSalesReport(range.startDate, range.endDate, isRangeValid);
  useErrorToast(report.error, DASHBOARD_TOASTS.fetchFailed);
  const data = report.data;
  const isLoading = report.isPending && isRangeValid;

  const onDownload = () =>
    void download.run(() => downloadSalesReport(range.startDate, range.endDate), {
      success: DASHBOARD_TOASTS.reportDownloaded,
      failure: DASHBOARD_TOASTS.reportFailed,
    });

  return (
    <>
      <PageHeader
        title="Dashboard Statistics"
        subtitle="Sales figures for a chosen period, with a downloadable report."
      />
      <ReportRangeBar range={rangeState} data={data} isDownloading={download.isRunning} onDownload={onDownload} />

      {report.isError && !data ? (
        <ErrorPanel
          title="Could not load statistics"
          message={getErrorMessage(report.error, DASHBOARD_TOASTS.fetchFailed)}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <div className="transition-opacity" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <StatGrid stats={reportStats(data)} isLoading={isLoading} className="sm:grid-cols-3" />

          <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Panel title="Sales by Day" icon={<CalendarRange className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
              {data ? <DailySales report={data} /> : <Skeleton className="h-64" />}
            </Panel>
            <ReportBreakdowns data={data} />
          </div>
        </div>
      )}
    </>
  );
}
