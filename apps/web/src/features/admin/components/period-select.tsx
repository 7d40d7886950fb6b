import { SALES_PERIODS, PERIOD_LABELS } from '../utils/dates';
import type { SalesPeriod } from '../types';

/** Last Week / Last Month / Last Year, as a labelled select (compact on phones, keyboard friendly). */
export function PeriodSelect<T extends string = never>({
  value,
  onChange,
  extra = [],
  id = 'period',
  label = 'Period',
}: {
  value: SalesPeriod | T;
  onChange: (value: SalesPeriod | T) => void;
  extra?: readonly { value: T; label: string }[];
  id?: string;
  label?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SalesPeriod | T)}
        className="h-10 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500"
      >
        {SALES_PERIODS.map((period) => (
          <option key={period} value={period}>
            {PERIOD_LABELS[period]}
          </option>
        ))}
        {extra.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
