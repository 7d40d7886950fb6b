import { formatRupees } from '@shop/shared/money';
import { CalendarRange, IndianRupee, ReceiptIndianRupee, ShoppingCart } from 'lucide-react';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-client';
import { downloadSalesReport } from '../api/exports';
import { useSalesReport } from '../api/get-sales-report';
import { DailySales } from './daily-sales';
import { Panel } from './panel';
import { ReportBreakdowns } from './report-breakdowns';
import { ReportRangeBar } from './report-range-bar';
import { formatCount, StatGrid, type StatSpec } from './stat-grid';
import { useErrorToast } from '../hooks/use-error-toast';
import { useReportRange } from '../hooks/use-report-range';
import { useToastedTask } from '../hooks/use-toasted-task';
import type { SalesReport } from '../types';

export const REPORT_TOASTS = {
  fetchFailed: 'Failed to fetch statistics',
  reportDownloaded: 'Sales report downloaded',
  reportFailed: 'Failed to generate sales report',
} as const;

/** The chosen period's revenue, order count and average order. */
function reportStats(data: SalesReport | undefined): StatSpec[] {
  return [
    { label: 'Revenue', icon: IndianRupee, tone: 'green', value: data && formatRupees(data.revenue) },
    { label: 'Orders', icon: ShoppingCart, tone: 'amber', value: data && formatCount(data.orders) },
    {
      label: 'Average Order Value',
      icon: ReceiptIndianRupee,
      tone: 'brand',
      value: data && formatRupees(data.averageOrderValue),
    },
  ];
}

/**
 * The sales report on Analytics: a period or a date range, its figures by the one revenue rule (decision 213),
 * sales by day, the breakdowns and the PDF.
 */
export function SalesReportSection() {
  const rangeState = useReportRange();
  const { range, isRangeValid } = rangeState;
  const download = useToastedTask('analytics.range-report');
  const report = useSalesReport(range.startDate, range.endDate, isRangeValid);
  useErrorToast(report.error, REPORT_TOASTS.fetchFailed);
  const data = report.data;
  const isLoading = report.isPending && isRangeValid;

  const onDownload = () =>
    void download.run(() => downloadSalesReport(range.startDate, range.endDate), {
      success: REPORT_TOASTS.reportDownloaded,
      failure: REPORT_TOASTS.reportFailed,
    });

  return (
    <section aria-labelledby="sales-report-heading" className="mt-8">
      <h2 id="sales-report-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Sales report
      </h2>
      <ReportRangeBar range={rangeState} data={data} isDownloading={download.isRunning} onDownload={onDownload} />

      {report.isError && !data ? (
        <ErrorPanel
          title="Could not load statistics"
          message={getErrorMessage(report.error, REPORT_TOASTS.fetchFailed)}
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
    </section>
  );
}
