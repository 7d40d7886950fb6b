import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input, Select } from '../../../../components/ui/input';
import type { BulkField } from '../../utils/variant-grid';

const FIELDS: { value: BulkField; label: string }[] = [
  { value: 'stock', label: 'Stock' },
  { value: 'price', label: 'Price (₹)' },
  { value: 'mrp', label: 'MRP (₹)' },
  { value: 'netQuantity', label: 'Net quantity' },
];

/** "Set stock / price / MRP / net quantity to … for all variants or the selected ones"; the grid checks the values on save. */
export function BulkEditBar({
  selectedCount,
  onApply,
}: {
  selectedCount: number;
  onApply: (field: BulkField, value: string, toSelected: boolean) => void;
}) {
  const [field, setField] = useState<BulkField>('stock');
  const [value, setValue] = useState('');
  const apply = (toSelected: boolean) => {
    if (value.trim()) onApply(field, value, toSelected);
  };

  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Bulk edit</legend>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="mb-1 block text-xs font-medium text-slate-600">Set</span>
          <Select
            value={field}
            onChange={(event) => setField(event.target.value as BulkField)}
            aria-label="Field to set"
          >
            {FIELDS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="w-28 text-sm">
          <span className="mb-1 block text-xs font-medium text-slate-600">To</span>
          <Input
            value={value}
            inputMode={field === 'stock' ? 'numeric' : 'decimal'}
            aria-label="Value to set"
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <Button variant="outline" onClick={() => apply(false)} disabled={!value.trim()}>
          Apply to all
        </Button>
        <Button variant="outline" onClick={() => apply(true)} disabled={!value.trim() || selectedCount === 0}>
          Apply to selected ({selectedCount})
        </Button>
      </div>
    </fieldset>
  );
}
