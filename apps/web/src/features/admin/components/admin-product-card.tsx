import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import { DECLARATION_LABELS, type DeclarationField } from '@shop/shared/declarations';
import { formatRupees } from '@shop/shared/money';
import { effectivePrice, hasDiscount } from '@shop/shared/pricing';
import { Pencil, Trash2 } from 'lucide-react';
import { ProductImage } from '../../../components/product/product-image';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { Product } from '../types';
import { LowStockBadge } from './status-badge';

/** A compact product row-card: picture beside the facts an admin scans (price, stock, SKU), then actions. */
export function AdminProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const isLow = product.stock < LOW_STOCK_THRESHOLD;
  return (
    <article
      aria-label={product.name}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex min-w-0 gap-3">
        <ProductImage
          src={product.images[0]}
          alt=""
          width={200}
          srcSetWidths={[200, 400]}
          sizes="96px"
          className="h-20 w-20 shrink-0 rounded-xl sm:h-24 sm:w-24"
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{product.category}</p>
          <h3 className="line-clamp-2 text-sm font-semibold text-slate-900" title={product.name}>
            {product.name}
          </h3>
          <div className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="font-bold text-slate-900">{formatRupees(effectivePrice(product))}</span>
            {hasDiscount(product) && (
              <span className="text-xs text-slate-500 line-through">{formatRupees(product.mrp)}</span>
            )}
          </div>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span className={cn(isLow ? 'font-semibold text-red-700' : 'text-slate-600')}>Stock: {product.stock}</span>
        {isLow && <LowStockBadge />}
        {(product.missingDeclarations?.length ?? 0) > 0 && (
          // Legal Metrology declarations still owed (docs/decisions/100): named in the tooltip and for screen readers.
          <span
            className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900"
            title={`Missing: ${(product.missingDeclarations ?? [])
              .map((f) => DECLARATION_LABELS[f as DeclarationField] ?? f)
              .join(', ')}`}
          >
            Legal info missing ({product.missingDeclarations?.length})
          </span>
        )}
        {product.sku && <span className="ml-auto font-mono text-slate-500">SKU: {product.sku}</span>}
      </div>
      <div className="mt-3 flex gap-2 border-t border-slate-100 pt-3">
        <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} aria-label={`Edit ${product.name}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-1 border-red-200 text-red-700 hover:bg-red-50"
          onClick={onDelete}
          aria-label={`Delete ${product.name}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
