import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/order-status';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/i18n';
import { orderStatusWords } from '../utils/order-words';

export interface OrderFiltersProps {
  value: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}

function FilterButton({ isActive, onClick, label }: { isActive: boolean; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      aria-pressed={isActive}
      onClick={onClick}
      className={cn(
        'h-9 shrink-0 rounded-full px-4 text-sm font-medium transition-colors',
        isActive
          ? 'bg-brand-600 text-white shadow-sm'
          : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50',
      )}
    >
      {label}
    </button>
  );
}

/** 'All Orders' plus one button per status (docs/product.md#my-orders). */
export function OrderFilters({ value, onChange }: OrderFiltersProps) {
  const { t } = useT();
  return (
    <div role="group" aria-label={t('orders.filter')} className="flex flex-wrap gap-2">
      <FilterButton isActive={value === undefined} onClick={() => onChange(undefined)} label={t('orders.all')} />
      {ORDER_STATUSES.map((status) => (
        <FilterButton
          key={status}
          isActive={value === status}
          onClick={() => onChange(status)}
          label={orderStatusWords(status, t)}
        />
      ))}
    </div>
  );
}
