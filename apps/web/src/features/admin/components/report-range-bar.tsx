import { CalendarRange, FileDown } from 'lucide-react';
import { TextField } from '../../../components/ui/input';
import type { ReportRange } from '../hooks/use-report-range';
import type { SalesReport } from '../types';
import { formatSeriesLabel, toShopDay } from '../utils/dates';
import { IconButton } from './icon-button';
import { PeriodSelect } from './period-select';

/** The sales report's period or date range, the report download, and the range the figures below cover. */
export function ReportRangeBar({
  range: { choice, choose, range, setDate, problem, isRangeValid },
  data,
  isDownloading,
  onDownload,
}: {
  range: ReportRange;
  data: SalesReport | undefined;
  isDownloading: boolean;
  onDownload: () => void;
}) {
  const today = toShopDay(new Date());
  return (
    <div className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <PeriodSelect<'custom'>
          id="report-period"
          label="Report period"
          value={choice}
          onChange={choose}
          extra={[{ value: 'custom', label: 'Custom range' }]}
        />
        <div className="grid flex-1 grid-cols-2 gap-3 sm:max-w-md">
          <TextField
            id="report-start"
            label="Start date"
            type="date"
            max={range.endDate || today}
            value={range.startDate}
            onChange={(event) => setDate('startDate', event.target.value)}
          />
          <TextField
            id="report-end"
            label="End date"
            type="date"
            min={range.startDate}
            max={today}
            value={range.endDate}
            onChange={(event) => setDate('endDate', event.target.value)}
          />
        </div>
        <IconButton
          icon={FileDown}
          onClick={onDownload}
          isLoading={isDownloading}
          disabled={!isRangeValid}
          className="lg:ml-auto"
        >
          Download Sales Report
        </IconButton>
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
  );
}
