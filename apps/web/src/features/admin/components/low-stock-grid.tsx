import { plural, stockNote } from '@shop/shared/plural';
import { TriangleAlert } from 'lucide-react';
import { Link } from '../../../lib/link';
import { ProductImage } from '../../../components/product/product-image';
import { paths } from '../../../config/paths';
import type { DashboardStats } from '../types';
import { Panel } from './panel';

/** 'Low Stock Alert' of the analytics screen: each product running low links to its edit page. */
export function LowStockGrid({ products }: { products: DashboardStats['lowStockProducts'] }) {
  return (
    <Panel
      className="mt-6 border-amber-200"
      title="Low Stock Alert"
      icon={<TriangleAlert className="h-5 w-5 text-amber-500" aria-hidden="true" />}
      action={
        <Link to={paths.admin.products} className="text-sm font-medium text-brand-700 hover:underline">
          Manage
        </Link>
      }
    >
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product._id} className="min-w-0">
            <Link
              to={paths.admin.editProduct(product._id)}
              className="flex items-center gap-3 rounded-xl border border-amber-100 bg-amber-50/60 p-3 hover:border-amber-300"
            >
              <ProductImage src={product.images[0]} alt="" width={200} className="h-12 w-12 shrink-0 rounded-lg" />
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{product.name}</span>
                <span className="text-sm font-semibold text-red-600">
                  {stockNote(product.stock) ?? plural(product.stock, 'unit')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
