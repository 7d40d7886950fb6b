import { ChartColumn, ChartLine } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { SalesAnalytics } from '../types';
import { Panel } from './panel';
import { SkeletonList } from './query-states';
import { SalesBars } from './sales-bars';

// recharts is large: it loads with this component, after the figures are on screen.
const RevenueChart = lazy(() => import('./revenue-chart'));

function ChartFallback() {
  return (
    <div className="flex h-64 items-center justify-center text-brand-600" role="status">
      <Spinner size="lg" />
      <span className="sr-only">Loading chart</span>
    </div>
  );
}

/** 'Sales Overview' bars and the 'Revenue Over Time' chart of the period's series. */
export function AnalyticsCharts({ series, isLoading }: { series: SalesAnalytics['series']; isLoading: boolean }) {
  return (
    <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
      <Panel title="Sales Overview" icon={<ChartColumn className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
        {isLoading ? (
          <SkeletonList count={5} className="space-y-4" itemClassName="h-8" isDecorative />
        ) : (
          <SalesBars series={series} />
        )}
      </Panel>
      <Panel title="Revenue Over Time" icon={<ChartLine className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
        {isLoading ? (
          <ChartFallback />
        ) : series.length === 0 ? (
          <p className="flex h-64 items-center justify-center text-sm text-slate-500">No sales in this period</p>
        ) : (
          <Suspense fallback={<ChartFallback />}>
            <RevenueChart series={series} />
          </Suspense>
        )}
      </Panel>
    </div>
  );
}
