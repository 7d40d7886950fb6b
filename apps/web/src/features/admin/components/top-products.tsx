import { formatRupees } from '@shop/shared/money';
import { Trophy } from 'lucide-react';
import { ProductImage } from '../../../components/product/product-image';
import { StarRating } from '../../../components/product/star-rating';
import type { TopProduct } from '../types';
import { EmptyNote } from './panel';

/** Top Products: rank, first picture (or the placeholder), name, rating, reviews, MRP and stock. */
export function TopProducts({ products }: { products: TopProduct[] }) {
  if (products.length === 0) {
    return (
      <EmptyNote icon={<Trophy className="h-8 w-8 text-slate-300" aria-hidden="true" />}>No products sold yet</EmptyNote>
    );
  }
  return (
    <ol className="divide-y divide-slate-100">
      {products.map((product, index) => (
        <li key={product._id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <span
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
            aria-label={`Rank ${index + 1}`}
          >
            {index + 1}
          </span>
          <ProductImage src={product.images[0]} alt="" width={200} className="h-14 w-14 shrink-0 rounded-lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900" title={product.name}>
              {product.name}
            </p>
            <StarRating rating={product.rating} reviews={product.reviews} />
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
              <span>
                MRP <span className="font-semibold text-slate-900">{formatRupees(product.mrp)}</span>
              </span>
              <span>Stock: {product.stock}</span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
