import { NET_QUANTITY_UNITS } from '@shop/shared/declarations';
import { Input, Select } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { isNetQuantityUnit, type VariantField, type VariantRow, type VariantRowErrors } from '../../utils/variant-grid';
import { VariantPictures } from './variant-pictures';

/** The grid's columns on wide screens; on phones each variant is a card with labelled fields. */
export const GRID_COLUMNS =
  'lg:grid lg:grid-cols-[minmax(7.5rem,1fr)_minmax(10.5rem,1.6fr)_8rem_4.75rem_4.75rem_3.75rem_4.25rem_10.5rem_2.75rem_6.5rem] lg:items-start lg:gap-1.5';

const CELLS: { field: VariantField; label: string; inputMode: 'text' | 'decimal' | 'numeric'; placeholder?: string }[] =
  [
    { field: 'sku', label: 'SKU', inputMode: 'text' },
    { field: 'barcode', label: 'Barcode', inputMode: 'numeric', placeholder: 'Optional' },
    { field: 'price', label: 'Price (₹)', inputMode: 'decimal', placeholder: 'MRP' },
    { field: 'mrp', label: 'MRP (₹)', inputMode: 'decimal' },
    { field: 'stock', label: 'Stock', inputMode: 'numeric' },
    { field: 'weight', label: 'Weight (g)', inputMode: 'numeric' },
  ];

const cellId = (rowId: string, field: string) => `variant-${rowId}-${field}`;

/** One variant: select box, title, its fields edited inline (each named "Stock of Size M / Blue"), active, pictures. */
export function VariantRowEditor({
  row,
  errors,
  selected,
  productImages,
  onSelect,
  onChange,
}: {
  row: VariantRow;
  errors: VariantRowErrors | undefined;
  selected: boolean;
  productImages: readonly string[];
  onSelect: (selected: boolean) => void;
  onChange: (next: VariantRow) => void;
}) {
  const title = row.title || 'Default variant';
  return (
    <li
      className={cn(
        'rounded-xl border border-slate-200 p-3 lg:rounded-none lg:border-0 lg:border-b lg:px-1 lg:py-2',
        GRID_COLUMNS,
        !row.active && 'bg-slate-50',
      )}
    >
      <label className="flex items-center gap-2 py-2 text-sm font-medium text-slate-900">
        <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} />
        <span>
          <span className="sr-only">Select </span>
          {title}
        </span>
      </label>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:contents">
        {CELLS.map(({ field, label, inputMode, placeholder }) => {
          const error = errors?.[field];
          const id = cellId(row.id, field);
          return (
            <div key={field} className={cn(field === 'sku' && 'col-span-2 sm:col-span-1')}>
              <label htmlFor={id} className="text-xs font-medium text-slate-600 lg:sr-only">
                {label}
                <span className="sr-only"> of {title}</span>
              </label>
              <Input
                id={id}
                value={row[field]}
                inputMode={inputMode}
                placeholder={placeholder}
                autoComplete="off"
                className="lg:px-2"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => onChange({ ...row, [field]: event.target.value })}
              />
              {error && (
                <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <NetQuantityCell row={row} title={title} error={errors?.netQuantity} onChange={onChange} />
        <label className="flex items-center gap-2 text-sm lg:justify-center lg:py-2">
          <input
            type="checkbox"
            checked={row.active}
            disabled={row.isDefault}
            onChange={(event) => onChange({ ...row, active: event.target.checked })}
          />
          <span className="lg:sr-only">
            Active<span className="sr-only"> {title}</span>
          </span>
        </label>
        <div className="lg:py-0.5">
          <VariantPictures
            title={title}
            productImages={productImages}
            chosen={row.images}
            onChange={(images) => onChange({ ...row, images })}
          />
        </div>
      </div>
    </li>
  );
}

/**
 * The variant's own net quantity and unit (docs/decisions/270-net-quantity-per-variant.md): left blank, the
 * product's declaration applies, so a 200 ml and a 500 ml bottle each show their own unit sale price.
 */
function NetQuantityCell({
  row,
  title,
  error,
  onChange,
}: {
  row: VariantRow;
  title: string;
  error: string | undefined;
  onChange: (next: VariantRow) => void;
}) {
  const id = cellId(row.id, 'netQuantity');
  return (
    // A whole row on a phone: the number and its unit side by side stay readable.
    <div className="col-span-2 sm:col-span-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600 lg:sr-only">
        Net quantity
        <span className="sr-only"> of {title}</span>
      </label>
      <div className="flex gap-1">
        <Input
          id={id}
          value={row.netQuantity}
          inputMode="decimal"
          placeholder="Product's"
          autoComplete="off"
          className="min-w-0 lg:px-2"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ ...row, netQuantity: event.target.value })}
        />
        <Select
          value={row.netQuantityUnit}
          aria-label={`Net quantity unit of ${title}`}
          className="max-w-20 shrink-0 px-1"
          onChange={(event) =>
            onChange({ ...row, netQuantityUnit: isNetQuantityUnit(event.target.value) ? event.target.value : '' })
          }
        >
          <option value="">Unit</option>
          {NET_QUANTITY_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </Select>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
