import { formatRupees } from '@shop/shared/money';
import { OVERVIEW_DEFINITIONS, describeComparison, type AdminOverview } from '@shop/shared/schemas/admin-overview';
import { IndianRupee, ReceiptIndianRupee, ShoppingCart, Trophy } from 'lucide-react';
import { ProductImage } from '../../../components/product/product-image';
import { EmptyNote } from './panel';
import { formatCount, StatGrid, type StatSpec } from './stat-grid';

const CARDS = [
  { key: 'revenue', label: 'Revenue', icon: IndianRupee, tone: 'green', format: formatRupees },
  { key: 'orders', label: 'Orders', icon: ShoppingCart, tone: 'amber', format: formatCount },
  {
    key: 'averageOrderValue',
    label: 'Average order value',
    icon: ReceiptIndianRupee,
    tone: 'brand',
    format: formatRupees,
  },
] as const;

/** Revenue, orders and average order of the period, each with its comparison in words (decision 213). */
export function OverviewFigures({ data, isLoading }: { data: AdminOverview | undefined; isLoading: boolean }) {
  const stats: StatSpec[] = CARDS.map(({ key, format, ...card }) => ({
    ...card,
    value: data && format(data[key].value),
    footer: data && (
      <p className="text-slate-500" data-testid={`${key}-comparison`}>
        {describeComparison(data[key], data.period, data.previousPeriodOrders, format)}
      </p>
    ),
  }));
  return (
    <>
      <StatGrid stats={stats} isLoading={isLoading} className="sm:grid-cols-3" />
      {data && (
        <p className="mt-3 text-sm text-slate-600">
          Not counted yet: {formatCount(data.pendingOrders)} pending {data.pendingOrders === 1 ? 'order' : 'orders'}{' '}
          worth {formatRupees(data.pending)}. Refunded for returns: {formatRupees(data.refunded)}. Cancelled:{' '}
          {formatCount(data.cancelledOrders)}.
        </p>
      )}
    </>
  );
}

/** What each figure means, in the merchant's words, always on screen. */
export function OverviewDefinitions() {
  const rows = [
    ['Revenue', OVERVIEW_DEFINITIONS.revenue],
    ['Orders', OVERVIEW_DEFINITIONS.orders],
    ['Average order value', OVERVIEW_DEFINITIONS.averageOrderValue],
    ['Pending', OVERVIEW_DEFINITIONS.pending],
    ['Top products', OVERVIEW_DEFINITIONS.topProducts],
  ] as const;
  return (
    <section
      aria-labelledby="overview-definitions"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="overview-definitions" className="text-base font-semibold text-slate-900">
        How these figures are counted
      </h2>
      <dl className="mt-2 space-y-2 text-sm">
        {rows.map(([term, definition]) => (
          <div key={term}>
            <dt className="font-medium text-slate-900">{term}</dt>
            <dd className="text-slate-600">{definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The period's best sellers: units sold and what they really brought in. */
export function OverviewTopProducts({ products }: { products: AdminOverview['topProducts'] }) {
  if (products.length === 0) {
    return (
      <EmptyNote icon={<Trophy className="h-8 w-8 text-slate-300" aria-hidden="true" />}>
        No sales counted in this period
      </EmptyNote>
    );
  }
  return (
    <ol className="divide-y divide-slate-100" aria-label="Top products">
      {products.map((product, index) => (
        <li key={product.productId ?? product.name} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <span
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
            aria-label={`Rank ${index + 1}`}
          >
            {index + 1}
          </span>
          <ProductImage src={product.image ?? undefined} alt="" width={200} className="h-12 w-12 shrink-0 rounded-lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900" title={product.name}>
              {product.name}
            </p>
            <p className="text-xs text-slate-600">
              {formatCount(product.units)} {product.units === 1 ? 'unit' : 'units'} sold ·{' '}
              <span className="font-semibold text-slate-900">{formatRupees(product.revenue)}</span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
