import { useQuery } from '@tanstack/react-query';
import { Repeat, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { orderReturnsQueryOptions } from '../../../lib/orders/returns';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { ReturnForm } from './return-form';
import { ReturnTimeline } from './return-timeline';

/** On a delivered order: its returns with their timeline and refund, and "Request a return" while allowed. */
export function OrderReturns({ orderId }: { orderId: string }) {
  const returns = useQuery(orderReturnsQueryOptions(orderId));
  const [openAs, setOpenAs] = useState<'' | 'return' | 'exchange'>('');
  const { t, locale } = useT();
  if (returns.isPending || returns.isError) return null;
  const data = returns.data;
  // decision 244: offered when the policy allows it and an item comes in sizes or colours.
  const canExchange = data.exchangesAllowed && data.items.some((i) => i.variantTitle !== '' && i.returnable > 0);
  return (
    <div className="space-y-3">
      {data.returns.map((ret) => (
        <ReturnTimeline key={ret._id} ret={ret} />
      ))}
      {openAs && data.eligible ? (
        <ReturnForm
          orderId={orderId}
          eligibility={data}
          onDone={() => setOpenAs('')}
          initialReason={openAs === 'exchange' ? 'exchange_size' : ''}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => setOpenAs('return')} disabled={!data.eligible}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('return.request')}
          </Button>
          {canExchange && data.eligible && (
            <Button variant="outline" onClick={() => setOpenAs('exchange')}>
              <Repeat className="h-4 w-4" aria-hidden="true" />
              {t('return.exchange')}
            </Button>
          )}
          <span className="text-xs text-slate-500" data-testid="return-window-note">
            {data.eligible ? t('return.window', { date: formatDateTime(data.windowEndsAt, locale) }) : data.reason}
          </span>
        </div>
      )}
    </div>
  );
}
