import { ORDER_STATUSES } from '@shop/shared/order-status';
import { TextField } from '../../../components/ui/input';
import type { AdminOrderFilters } from '../api/get-admin-orders';
import { toShopDay } from '../utils/dates';
import { FilterTabs } from './filter-tabs';
import { SearchInput } from './search-input';
import { statusLabel } from './status-badge';

/** Every status the list can show, cancelled included, after "All Orders". */
const STATUS_FILTERS = [
  { value: '', label: 'All Orders' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/** Whether a chosen date range can be asked for: an empty end, or from on or before to. */
export function isOrderRangeValid({ from, to }: Pick<AdminOrderFilters, 'from' | 'to'>): boolean {
  return !from || !to || from <= to;
}

/** The order list's search (number, name, phone, AWB), days placed and status. */
export function OrderFilters({
  filters,
  onChange,
}: {
  filters: AdminOrderFilters;
  onChange: (changes: Partial<AdminOrderFilters>) => void;
}) {
  const today = toShopDay(new Date());
  return (
    <div className="mb-5 space-y-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchInput
          value={filters.q}
          onChange={(q) => onChange({ q })}
          label="Search orders"
          placeholder="Order number, customer name, phone or AWB"
        />
        <div className="grid grid-cols-2 gap-3 lg:w-80">
          <TextField
            id="orders-from"
            label="Placed from"
            type="date"
            max={filters.to || today}
            value={filters.from}
            onChange={(event) => onChange({ from: event.target.value })}
          />
          <TextField
            id="orders-to"
            label="Placed to"
            type="date"
            min={filters.from || undefined}
            max={today}
            value={filters.to}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
      </div>
      {!isOrderRangeValid(filters) && (
        <p role="alert" className="text-sm text-red-700">
          The &ldquo;Placed from&rdquo; date must be on or before the &ldquo;Placed to&rdquo; date.
        </p>
      )}
      <FilterTabs
        options={STATUS_FILTERS}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        label="Filter orders by status"
      />
    </div>
  );
}
