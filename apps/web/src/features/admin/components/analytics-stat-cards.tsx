import { formatRupees } from '@shop/shared/money';
import { IndianRupee, Package, ShoppingCart, Users } from 'lucide-react';
import type { SalesAnalytics } from '../types';
import { ChangeLine, CountChangeLine } from './change-line';
import { StatCard } from './stat-card';

const count = new Intl.NumberFormat('en-IN');

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
  return (
    <div
      className="grid grid-cols-1 gap-4 transition-opacity min-[420px]:grid-cols-2 xl:grid-cols-4"
      style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
      aria-busy={isFetching || undefined}
    >
      {CARDS.map(({ key, label, hint, icon, tone, format }) => (
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
  );
}
