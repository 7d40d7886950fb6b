import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { orderReturnsQueryOptions } from '../../../lib/orders/returns';
import { formatDateTime } from '../utils/order-display';
import { ReturnForm } from './return-form';
import { ReturnTimeline } from './return-timeline';

/** On a delivered order: its returns with their timeline and refund, and "Request a return" while allowed. */
export function OrderReturns({ orderId }: { orderId: string }) {
  const returns = useQuery(orderReturnsQueryOptions(orderId));
  const [isOpen, setIsOpen] = useState(false);
  if (returns.isPending || returns.isError) return null;
  const data = returns.data;
  return (
    <div className="space-y-3">
      {data.returns.map((ret) => (
        <ReturnTimeline key={ret._id} ret={ret} />
      ))}
      {isOpen && data.eligible ? (
        <ReturnForm orderId={orderId} eligibility={data} onDone={() => setIsOpen(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => setIsOpen(true)} disabled={!data.eligible}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Request a return
          </Button>
          <span className="text-xs text-slate-500" data-testid="return-window-note">
            {data.eligible
              ? `Wrong, damaged or very different item? You can ask until ${formatDateTime(data.windowEndsAt)}.`
              : data.reason}
          </span>
        </div>
      )}
    </div>
  );
}
