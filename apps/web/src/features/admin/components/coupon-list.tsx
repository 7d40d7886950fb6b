import type { Coupon } from '@shop/shared/schemas/coupon';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { useCoupons } from '../api/coupons';
import { couponToFormValues } from '../utils/coupon-form';

/** " · valid 1 December 2026 to 31 December 2026", in Indian order, from the days the form shows. */
function validity(c: Coupon): string {
  const { startsAt, endsAt } = couponToFormValues(c);
  const from = formatDay(startsAt);
  const until = formatDay(endsAt);
  if (from && until) return ` · valid ${from} to ${until}`;
  if (from) return ` · valid from ${from}`;
  return until ? ` · valid until ${until}` : '';
}

function CouponRow({ coupon: c, onEdit, onToggle }: { coupon: Coupon; onEdit: () => void; onToggle: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm" data-testid="coupon-row">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {c.code} <span className="font-normal text-slate-600">· {c.summary}</span>
          {!c.active && <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">Disabled</span>}
        </p>
        <p className="text-slate-600">
          Used {c.usedCount}
          {c.totalLimit !== null ? ` of ${c.totalLimit}` : ''} times
          {c.minOrderValue > 0 ? ` · min ₹${c.minOrderValue}` : ''}
          {c.firstOrderOnly ? ' · first order only' : ''}
          {validity(c)}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onToggle}>
          {c.active ? 'Disable' : 'Enable'}
        </Button>
      </div>
    </li>
  );
}

/** Every coupon with its use so far; 'Edit' fills the form above, 'Disable' / 'Enable' saves at once. */
export function CouponList({ onEdit, onToggle }: { onEdit: (c: Coupon) => void; onToggle: (c: Coupon) => void }) {
  const coupons = useCoupons();
  if (coupons.isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (coupons.isError) {
    return (
      <ErrorPanel
        title="Error Loading Coupons"
        message={getErrorMessage(coupons.error, 'Failed to load coupons')}
        onRetry={() => void coupons.refetch()}
      />
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white" aria-label="Coupons">
      {coupons.data.length === 0 && <li className="p-4 text-sm text-slate-600">No coupons yet.</li>}
      {coupons.data.map((c) => (
        <CouponRow key={c._id} coupon={c} onEdit={() => onEdit(c)} onToggle={() => onToggle(c)} />
      ))}
    </ul>
  );
}
