import { formatRupees } from '@shop/shared/money';
import { plural } from '@shop/shared/plural';
import { CreditCard, Palette, Ruler, Trophy } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { SalesReport } from '../types';
import { paymentMethodLabel } from '../utils/labels';
import { EmptyNote, Panel } from './panel';

function ReportTopProducts({ products }: { products: SalesReport['topProducts'] }) {
  if (products.length === 0) return <EmptyNote>No products sold in this range</EmptyNote>;
  return (
    <ol className="divide-y divide-slate-100 text-sm">
      {products.map((product, index) => (
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
  );
}

/** Sizes or colours by units sold, with their revenue (decision 246); hidden for a shop selling neither. */
function ReportOptionValues({ rows, label }: { rows: SalesReport['topSizes']; label: string }) {
  if (rows.length === 0) return <EmptyNote>No {label} sold in this range</EmptyNote>;
  const most = Math.max(...rows.map((r) => r.units));
  return (
    <ol className="space-y-2 text-sm" aria-label={`Top ${label}`}>
      {rows.map((row) => (
        <li key={row.value} data-testid="option-value-row">
          <p className="flex justify-between gap-3">
            <span className="font-medium text-slate-900">{row.value}</span>
            <span className="text-xs text-slate-500">
              {row.units} sold · <span className="font-medium text-slate-900">{formatRupees(row.revenue)}</span>
            </span>
          </p>
          <progress className="h-1.5 w-full accent-brand-600" max={most} value={row.units} aria-hidden="true" />
        </li>
      ))}
    </ol>
  );
}

function PaymentMethods({ methods }: { methods: SalesReport['paymentMethods'] }) {
  if (methods.length === 0) return <EmptyNote>No payments in this range</EmptyNote>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {methods.map((method) => (
        <li key={method.method} className="flex items-center justify-between gap-3 py-2">
          <span className="text-slate-900">{paymentMethodLabel(method.method)}</span>
          <span className="text-right">
            <span className="font-medium text-slate-900">{formatRupees(method.revenue)}</span>
            <span className="ml-2 text-xs text-slate-500">{plural(method.orders, 'order')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The range's best sellers and its revenue per payment method; skeletons until the report is in. */
export function ReportBreakdowns({ data }: { data: SalesReport | undefined }) {
  return (
    <div className="space-y-6">
      <Panel title="Top Products" icon={<Trophy className="h-5 w-5 text-amber-500" aria-hidden="true" />}>
        {data ? <ReportTopProducts products={data.topProducts} /> : <Skeleton className="h-32" />}
      </Panel>
      <Panel title="Top Sizes" icon={<Ruler className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
        {data ? <ReportOptionValues rows={data.topSizes} label="sizes" /> : <Skeleton className="h-24" />}
      </Panel>
      <Panel title="Top Colours" icon={<Palette className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
        {data ? <ReportOptionValues rows={data.topColours} label="colours" /> : <Skeleton className="h-24" />}
      </Panel>
      <Panel title="Payment Methods" icon={<CreditCard className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
        {data ? <PaymentMethods methods={data.paymentMethods} /> : <Skeleton className="h-24" />}
      </Panel>
    </div>
  );
}
