import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import { formatRupees } from '@shop/shared/money';
import { effectivePrice, hasDiscount } from '@shop/shared/pricing';
import { Pencil, Trash2 } from 'lucide-react';
import { ProductImage } from '../../../components/product/product-image';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { Product } from '../types';
import { LowStockBadge } from './status-badge';

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
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        <ProductImage
          src={product.images[0]}
          alt={product.name}
          width={400}
          srcSetWidths={[400, 800]}
          sizes="(min-width: 1280px) 280px, (min-width: 640px) 45vw, 100vw"
          className="h-full w-full"
        />
        {isLow && <LowStockBadge className="absolute top-2 left-2 shadow-sm" />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{product.category}</p>
          <h3 className="mt-0.5 line-clamp-2 font-semibold text-slate-900" title={product.name}>
            {product.name}
          </h3>
          {product.sku && <p className="mt-0.5 font-mono text-xs text-slate-500">SKU: {product.sku}</p>}
        </div>
        <div className="flex items-baseline gap-2">
          <span className="text-lg font-bold text-slate-900">{formatRupees(effectivePrice(product))}</span>
          {hasDiscount(product) && (
            <span className="text-sm text-slate-500 line-through">{formatRupees(product.mrp)}</span>
          )}
        </div>
        <p className={cn('text-sm', isLow ? 'font-semibold text-red-700' : 'text-slate-600')}>
          Stock: {product.stock}
        </p>
        <div className="mt-auto flex gap-2 pt-2">
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
      </div>
    </article>
  );
}
