import { ADMIN_STATUS_CHOICES, canTransition, type OrderStatus } from '@shop/shared/order-status';
import { statusLabel } from './status-badge';

/**
 * The statuses an admin may move an order to from `status` (docs/decisions/006-order-status-transitions.md, enforced
 * by the server too).
 */
export function nextStatusChoices(status: OrderStatus): OrderStatus[] {
  return ADMIN_STATUS_CHOICES.filter((choice) => canTransition(status, choice));
}

/** A status dropdown offering only the valid next statuses; shows the current one until a change lands. */
export function StatusSelect({
  orderNumber,
  status,
  isPending,
  onChange,
}: {
  orderNumber: string;
  status: OrderStatus;
  isPending: boolean;
  onChange: (status: OrderStatus) => void;
}) {
  const choices = nextStatusChoices(status);
  const id = `status-${orderNumber}`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-slate-500">
        Status<span className="sr-only"> of order #{orderNumber}</span>
      </label>
      <select
        id={id}
        value={status}
        disabled={isPending || choices.length === 0}
        onChange={(event) => {
          const next = event.target.value as OrderStatus;
          if (next !== status) onChange(next);
        }}
        className="h-8 rounded-lg border border-slate-300 bg-white pr-8 pl-2 text-sm text-slate-800 shadow-sm focus:outline-2 focus:outline-brand-500 disabled:bg-slate-100 disabled:text-slate-500"
      >
        <option value={status} disabled>
          {choices.length === 0 ? statusLabel(status) : `${statusLabel(status)} (current)`}
        </option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            Mark as {statusLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
