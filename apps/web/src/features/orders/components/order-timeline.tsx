import { TIMELINE_STEPS, timelineActive } from '@shop/shared/order-status';
import type { Order } from '@shop/shared/schemas/order';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';

/** The steps of TIMELINE_STEPS, by their place, in the catalogue. */
const STEP_KEYS = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'] as const;

/** docs/product.md#my-orders: Placed uses the creation date, Confirmed the last update, the rest their own dates. */
export function getTimelineDates(order: Order): (string | null)[] {
  return [order.createdAt, order.updatedAt, order.packedAt, order.shippedAt, order.deliveredAt];
}

/** The five steps, lit up to where the order has got; a date under each step reached. */
export function OrderTimeline({ order }: { order: Order }) {
  const active = timelineActive(order.status);
  const dates = getTimelineDates(order);
  const { t, locale } = useT();
  return (
    <ol aria-label={t('detail.progress')} className="grid gap-3 sm:grid-cols-5 sm:gap-2">
      {TIMELINE_STEPS.map((step, index) => {
        const isActive = active[index] ?? false;
        const date = isActive ? formatDateTime(dates[index], locale) : '';
        return (
          <li
            key={step}
            data-testid="timeline-step"
            data-active={isActive}
            aria-current={isActive && !active[index + 1] ? 'step' : undefined}
            className="relative flex items-center gap-3 sm:flex-col sm:items-center sm:gap-2 sm:text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute hidden h-0.5 sm:top-4 sm:right-1/2 sm:block sm:w-full',
                  isActive ? 'bg-green-500' : 'bg-slate-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                isActive ? 'border-green-500 bg-green-500 text-white' : 'border-slate-300 bg-white text-slate-400',
              )}
            >
              {isActive ? <Check className="h-4 w-4" /> : index + 1}
            </span>
            <span className="min-w-0">
              <span className={cn('block text-sm font-medium', isActive ? 'text-slate-900' : 'text-slate-500')}>
                {t(`detail.step.${STEP_KEYS[index] ?? 'placed'}`)}
                <span className="sr-only"> {isActive ? t('detail.stepDone') : t('detail.stepNotYet')}</span>
              </span>
              {date && <span className="block text-xs text-slate-500">{date}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
