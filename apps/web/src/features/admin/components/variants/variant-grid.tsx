import { useState } from 'react';
import type { ProductVariant } from '@shop/shared/schemas/catalog';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast/use-toast';
import { ApiError, getErrorMessage } from '../../../../lib/api-client';
import { useBulkEditVariants } from '../../api/product-variants';
import {
  applyToRows,
  changedVariants,
  toVariantRow,
  validateVariantGrid,
  type VariantField,
  type VariantGridErrors,
  type VariantRow,
} from '../../utils/variant-grid';
import { BulkEditBar } from './bulk-edit-bar';
import { GRID_COLUMNS, VariantRowEditor } from './variant-row';

const HEADINGS = [
  'Variant',
  'SKU',
  'Barcode',
  'Price (₹)',
  'MRP (₹)',
  'Stock',
  'Weight (g)',
  'Net quantity',
  'Active',
  'Pictures',
];
const SERVER_FIELDS: Record<string, VariantField> = {
  sellingPrice: 'mrp',
  sku: 'sku',
  barcode: 'barcode',
  netQuantity: 'netQuantity',
};

/** A refusal that names its variant and field is shown on that cell, like the checks made before sending. */
function serverCellError(error: unknown): VariantGridErrors | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const { variantId, field } = error.body as { variantId?: unknown; field?: unknown };
  const cell = typeof field === 'string' ? SERVER_FIELDS[field] : undefined;
  if (typeof variantId !== 'string' || !cell) return null;
  return { [variantId]: { [cell]: error.message } };
}

/**
 * The variant grid (docs/decisions/217-product-variants.md): every variant edited inline, bulk "set stock /
 * price / MRP", checked per cell, and the changed rows saved in one bulk edit.
 */
export function VariantGrid({
  productId,
  variants,
  productImages,
}: {
  productId: string;
  variants: readonly ProductVariant[];
  productImages: readonly string[];
}) {
  const saved = variants.map(toVariantRow);
  const [rows, setRows] = useState<VariantRow[]>(saved);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<VariantGridErrors>({});
  const bulkEdit = useBulkEditVariants(productId);
  const toast = useToast('product.variants');
  const changes = changedVariants(rows, saved);

  function save() {
    const found = validateVariantGrid(rows);
    setErrors(found);
    if (Object.keys(found).length) {
      toast.error('Some variants need fixing: see the marked fields.');
      return;
    }
    bulkEdit.mutate(
      { variants: changes },
      {
        onSuccess: (answer) => {
          setRows(answer.variants.map(toVariantRow));
          setSelected(new Set());
          toast.success(`Saved ${changes.length} variant${changes.length === 1 ? '' : 's'}`);
        },
        onError: (error) => {
          setErrors(serverCellError(error) ?? {});
          toast.error(getErrorMessage(error, 'The variants could not be saved. Please try again.'));
        },
      },
    );
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-3">
      <BulkEditBar
        selectedCount={selected.size}
        onApply={(field, value, toSelected) =>
          setRows((current) => applyToRows(current, toSelected ? selected : new Set(), field, value))
        }
      />
      {/* Ten columns need about 1,070 px: on a narrower desktop the grid scrolls sideways instead of spilling out. */}
      <div className="lg:overflow-x-auto">
        <div className="lg:min-w-[67rem]">
          <div
            className={`hidden border-b border-slate-200 px-1 pb-1 text-xs font-semibold text-slate-600 ${GRID_COLUMNS}`}
            aria-hidden="true"
          >
            {HEADINGS.map((heading) => (
              <span key={heading}>{heading}</span>
            ))}
          </div>
          <ul className="space-y-2 lg:space-y-0" aria-label="Variants">
            {rows.map((row) => (
              <VariantRowEditor
                key={row.id}
                row={row}
                errors={errors[row.id]}
                selected={selected.has(row.id)}
                productImages={productImages}
                onSelect={(on) => toggle(row.id, on)}
                onChange={(next) => {
                  const updated = rows.map((r) => (r.id === next.id ? next : r));
                  setRows(updated);
                  // Once marked, the fields are checked again as the admin fixes them.
                  if (Object.keys(errors).length) setErrors(validateVariantGrid(updated));
                }}
              />
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-slate-600" aria-live="polite">
          {changes.length === 0
            ? 'No unsaved changes'
            : `${changes.length} variant${changes.length === 1 ? '' : 's'} changed`}
        </p>
        <Button onClick={save} isLoading={bulkEdit.isPending} disabled={changes.length === 0}>
          Save variants
        </Button>
      </div>
    </div>
  );
}
