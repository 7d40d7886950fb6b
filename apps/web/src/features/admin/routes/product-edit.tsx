import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../lib/link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { useAdminProduct } from '../api/get-admin-product';
import { ProductForm } from '../components/product-form';
import { ProductVariantsSection } from '../components/variants/product-variants-section';
import { SizeChartsSection } from '../components/size-chart/size-charts-section';

/** Edit product (/admin/products/edit/:id), the page the low-stock 'Restock' links open. */
export function AdminProductEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useAdminProduct(id);
  useDocumentTitle(product.data ? `Edit ${product.data.name}` : 'Edit Product');

  const back = (
    <Link to={paths.admin.products} className={buttonClasses('outline', 'sm')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to products
    </Link>
  );

  return (
    <>
      <PageHeader title="Edit Product" subtitle={product.data ? product.data.name : undefined} actions={back} />
      {product.isPending ? (
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-10" />
          <Skeleton className="h-24" />
          <Skeleton className="h-10" />
          <Skeleton className="h-32" />
        </div>
      ) : product.isError ? (
        <ErrorPanel
          title="Product Not Found"
          message={getErrorMessage(product.error, 'Failed to load product details')}
          onRetry={() => void product.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <ProductForm
              key={product.data._id}
              formId={`edit-product-page-${product.data._id}`}
              product={product.data}
              onSaved={() => void navigate(paths.admin.products)}
              actions={(isSaving) => (
                <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
                  <Link to={paths.admin.products} className={buttonClasses('outline')}>
                    Cancel
                  </Link>
                  <Button type="submit" isLoading={isSaving}>
                    Update Product
                  </Button>
                </div>
              )}
            />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <ProductVariantsSection productId={product.data._id} productImages={product.data.images} />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <SizeChartsSection productId={product.data._id} />
          </div>
        </div>
      )}
    </>
  );
}
