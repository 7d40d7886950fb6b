import { formatRupees } from '@shop/shared/money';
import { IndianRupee, Package, ShoppingCart, Users } from 'lucide-react';
import type { SalesAnalytics } from '../types';
import { ChangeLine, CountChangeLine } from './change-line';
import { formatCount, StatGrid, type StatSpec } from './stat-grid';

const CARDS = [
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
    format: formatCount,
  },
  {
    key: 'products',
    label: 'Total Products',
    hint: 'Added in this period',
    icon: Package,
    tone: 'brand',
    format: formatCount,
  },
  { key: 'users', label: 'Total Users', hint: 'Joined in this period', icon: Users, tone: 'sky', format: formatCount },
] as const;

/** Under each total, its change against the period before; revenue also says what is still to be paid. */
function changeFooter(data: SalesAnalytics, key: (typeof CARDS)[number]['key']) {
  if (key !== 'revenue') return <CountChangeLine current={data.totals[key]} previous={data.previous[key]} />;
  return (
    <>
      <ChangeLine change={data.change.revenue} />
      {data.totals.pending !== undefined && (
        <span className="block text-slate-500">Pending {formatRupees(data.totals.pending)}</span>
      )}
    </>
  );
}

/** The period's four totals, each with its change against the period before. */
export function AnalyticsStatCards({
  data,
  isLoading,
  isPlaceholderData,
  isFetching,
}: {
  data: SalesAnalytics | undefined;
  isLoading: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
}) {
  const stats: StatSpec[] = CARDS.map(({ key, format, ...card }) => ({
    ...card,
    value: data && format(data.totals[key]),
    footer: data && changeFooter(data, key),
  }));
  return (
    <StatGrid
      stats={stats}
      isLoading={isLoading}
      className="transition-opacity min-[420px]:grid-cols-2 xl:grid-cols-4"
      style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
      aria-busy={isFetching || undefined}
    />
  );
}
