import { formatRupees } from '@shop/shared/money';
import { FieldError, Select } from '../../../components/ui/input';
import type { ReturnEligibility } from '../../../lib/orders/returns';
import { useT } from '../../../lib/i18n/i18n';

/** How many of each delivered item to send back (0 up to what is still returnable). */
export function ReturnItemsFieldset({
  items,
  quantities,
  onQuantityChange,
  error,
}: {
  items: ReturnEligibility['items'];
  quantities: Record<string, number>;
  onQuantityChange: (orderItemId: string, quantity: number) => void;
  error?: string;
}) {
  const { t } = useT();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('return.items')}</legend>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.orderItemId} className="flex items-center justify-between gap-3 text-sm">
            <label htmlFor={`return-qty-${item.orderItemId}`} className="min-w-0 flex-1 break-words text-slate-800">
              {item.name}
              {/* The size and colour sold (decision 217): which kurta is going back. */}
              {item.variantTitle && <span className="text-slate-700"> — {item.variantTitle}</span>}{' '}
              <span className="text-slate-500">{t('return.each', { price: formatRupees(item.unitPrice) })}</span>
            </label>
            <div className="w-20 shrink-0">
              <Select
                id={`return-qty-${item.orderItemId}`}
                value={quantities[item.orderItemId] ?? 0}
                disabled={item.returnable === 0}
                onChange={(e) => onQuantityChange(item.orderItemId, Number(e.target.value))}
              >
                {Array.from({ length: item.returnable + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            </div>
          </li>
        ))}
      </ul>
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}
