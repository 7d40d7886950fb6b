import { plural } from '@shop/shared/plural';
import { formatRupees } from '@shop/shared/money';
import { CalendarRange, CreditCard, FileDown, IndianRupee, Receipt, ShoppingCart, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { TextField } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { downloadSalesReport } from '../api/exports';
import { useSalesReport } from '../api/get-sales-report';
import { DailySales } from '../components/daily-sales';
import { EmptyNote, Panel } from '../components/panel';
import { PeriodSelect } from '../components/period-select';
import { StatCard } from '../components/stat-card';
import { useErrorToast } from '../hooks/use-error-toast';
import type { SalesPeriod } from '../types';
import { formatSeriesLabel, periodRange, rangeProblem, toShopDay } from '../utils/dates';
import { paymentMethodLabel } from '../utils/labels';

export const DASHBOARD_TOASTS = {
  fetchFailed: 'Failed to fetch statistics',
  reportDownloaded: 'Sales report downloaded',
  reportFailed: 'Failed to generate sales report',
} as const;

const count = new Intl.NumberFormat('en-IN');

type PeriodChoice = SalesPeriod | 'custom';

/** Dashboard statistics (/admin/dashboard): a period or a date range, its sales figures and the PDF report. */
export function AdminDashboardRoute() {
  useDocumentTitle('Dashboard Statistics');
  const toast = useToast('dashboard.report');
  const [choice, setChoice] = useState<PeriodChoice>('month');
  const [range, setRange] = useState(() => periodRange('month'));
  const [isDownloading, setIsDownloading] = useState(false);
  const problem = rangeProblem(range.startDate, range.endDate);
  const isRangeValid = problem === null;
  const report = useSalesReport(range.startDate, range.endDate, isRangeValid);
  useErrorToast(report.error, DASHBOARD_TOASTS.fetchFailed);
  const data = report.data;
  const today = toShopDay(new Date());

  const onChoice = (next: PeriodChoice) => {
    setChoice(next);
    if (next !== 'custom') setRange(periodRange(next));
  };

  const onDownload = async () => {
    setIsDownloading(true);
    try {
      await downloadSalesReport(range.startDate, range.endDate);
      toast.success(DASHBOARD_TOASTS.reportDownloaded);
    } catch (error) {
      toast.error(getErrorMessage(error, DASHBOARD_TOASTS.reportFailed));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Dashboard Statistics"
        subtitle="Sales figures for a chosen period, with a downloadable report."
      />

      <div className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
          <PeriodSelect<'custom'>
            id="dashboard-period"
            value={choice}
            onChange={onChoice}
            extra={[{ value: 'custom', label: 'Custom range' }]}
          />
          <div className="grid flex-1 grid-cols-2 gap-3 sm:max-w-md">
            <TextField
              id="dashboard-start"
              label="Start date"
              type="date"
              max={range.endDate || today}
              value={range.startDate}
              onChange={(event) => {
                const { value } = event.target;
                setChoice('custom');
                setRange((current) => ({ ...current, startDate: value }));
              }}
            />
            <TextField
              id="dashboard-end"
              label="End date"
              type="date"
              min={range.startDate}
              max={today}
              value={range.endDate}
              onChange={(event) => {
                const { value } = event.target;
                setChoice('custom');
                setRange((current) => ({ ...current, endDate: value }));
              }}
            />
          </div>
          <Button
            onClick={() => void onDownload()}
            isLoading={isDownloading}
            disabled={!isRangeValid}
            className="lg:ml-auto"
          >
            {!isDownloading && <FileDown className="h-4 w-4" aria-hidden="true" />}
            Download Sales Report
          </Button>
        </div>
        {problem && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {problem}
          </p>
        )}
        {data && isRangeValid && (
          <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarRange className="h-4 w-4" aria-hidden="true" />
            Showing {formatSeriesLabel(data.startDate, { withYear: true })} –{' '}
            {formatSeriesLabel(data.endDate, { withYear: true })}
          </p>
        )}
      </div>

      {report.isError && !data ? (
        <ErrorPanel
          title="Could not load statistics"
          message={getErrorMessage(report.error, DASHBOARD_TOASTS.fetchFailed)}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <div className="transition-opacity" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <StatCard
              label="Revenue"
              icon={IndianRupee}
              tone="green"
              isLoading={report.isPending && isRangeValid}
              value={data ? formatRupees(data.revenue) : '—'}
            />
            <StatCard
              label="Orders"
              icon={ShoppingCart}
              tone="amber"
              isLoading={report.isPending && isRangeValid}
              value={data ? count.format(data.orders) : '—'}
            />
            <StatCard
              label="Average Order Value"
              icon={Receipt}
              isLoading={report.isPending && isRangeValid}
              value={data ? formatRupees(data.averageOrderValue) : '—'}
            />
          </div>

          <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Panel title="Sales by Day" icon={<CalendarRange className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
              {data ? <DailySales report={data} /> : <Skeleton className="h-64" />}
            </Panel>
            <div className="space-y-6">
              <Panel title="Top Products" icon={<Trophy className="h-5 w-5 text-amber-500" aria-hidden="true" />}>
                {!data ? (
                  <Skeleton className="h-32" />
                ) : data.topProducts.length === 0 ? (
                  <EmptyNote>No products sold in this range</EmptyNote>
                ) : (
                  <ol className="divide-y divide-slate-100 text-sm">
                    {data.topProducts.map((product, index) => (
                      <li key={`${product.name}-${index}`} className="flex gap-3 py-2">
                        <span className="w-5 shrink-0 pt-0.5 text-xs font-bold text-brand-700">{index + 1}</span>
                        <div className="min-w-0 flex-1">
                          <p className="truncate text-slate-900" title={product.name}>
                            {product.name}
                          </p>
                          <p className="flex justify-between gap-3 text-xs text-slate-500">
                            <span>{product.units} sold</span>
                            <span className="font-medium text-slate-900">{formatRupees(product.revenue)}</span>
                          </p>
                        </div>
                      </li>
                    ))}
                  </ol>
                )}
              </Panel>
              <Panel
                title="Payment Methods"
                icon={<CreditCard className="h-5 w-5 text-brand-600" aria-hidden="true" />}
              >
                {!data ? (
                  <Skeleton className="h-24" />
                ) : data.paymentMethods.length === 0 ? (
                  <EmptyNote>No payments in this range</EmptyNote>
                ) : (
                  <ul className="divide-y divide-slate-100 text-sm">
                    {data.paymentMethods.map((method) => (
                      <li key={method.method} className="flex items-center justify-between gap-3 py-2">
                        <span className="text-slate-900">{paymentMethodLabel(method.method)}</span>
                        <span className="text-right">
                          <span className="font-medium text-slate-900">{formatRupees(method.revenue)}</span>
                          <span className="ml-2 text-xs text-slate-500">
                            {plural(method.orders, 'order')}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
