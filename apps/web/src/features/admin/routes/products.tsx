import { PackageSearch, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { useCategories } from '../../categories/api/get-categories';
import { useDeleteProduct } from '../api/delete-product';
import { ADMIN_PRODUCTS_PAGE_SIZE, useAdminProducts } from '../api/get-admin-products';
import { AdminProductCard } from '../components/admin-product-card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Pagination } from '../components/pagination';
import { ProductFormDialog } from '../components/product-form-dialog';
import { SearchInput } from '../components/search-input';
import { QueryStates, SkeletonList } from '../components/query-states';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useErrorToast } from '../hooks/use-error-toast';
import { usePageFor } from '../hooks/use-page-for';
import { PRODUCT_TOASTS } from '../hooks/use-product-form';
import type { Product } from '../types';

const SEARCH_DEBOUNCE_MS = 300;
export const DELETE_PRODUCT_CONFIRM = 'Are you sure you want to delete this product?';

type Editor = { product: Product | null } | null;

/** Product management (/admin/products): search, category filter, cards with edit and delete, add/edit dialog. */
export function AdminProductsRoute() {
  useDocumentTitle('Product Management');
  const toast = useToast('product.delete');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageFor(`${debouncedSearch}|${category}`);
  const [editor, setEditor] = useState<Editor>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);

  const categories = useCategories();
  const products = useAdminProducts({ search: debouncedSearch, category, page });
  const deletion = useDeleteProduct();
  useErrorToast(products.error, PRODUCT_TOASTS.fetchFailed);

  const list = products.data?.products ?? [];
  const total = products.data?.total ?? 0;

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(PRODUCT_TOASTS.deleted);
        setToDelete(null);
        // The last card of a page gone: step back so the page is not empty.
        if (list.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => toast.error(getErrorMessage(error, PRODUCT_TOASTS.deleteFailed)),
    });
  };

  return (
    <>
      <PageHeader
        title="Product Management"
        subtitle="Add, edit and remove products in your catalogue."
        actions={
          <Button onClick={() => setEditor({ product: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Product
          </Button>
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput value={search} onChange={setSearch} label="Search products" placeholder="Search by name or SKU" />
        <label htmlFor="admin-category" className="sr-only">
          Category
        </label>
        <select
          id="admin-category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className="h-10 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500 sm:w-56"
        >
          <option value="">All Categories</option>
          {(categories.data ?? []).map((c) => (
            <option key={c._id} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>

      <p className="mb-4 text-sm font-medium text-slate-700" aria-live="polite">
        Total Products: {products.isPending ? '…' : total}
        {list.some((p) => (p.missingDeclarations?.length ?? 0) > 0) && (
          <span className="ml-3 text-amber-800">
            {list.filter((p) => (p.missingDeclarations?.length ?? 0) > 0).length} on this page miss legal information
          </span>
        )}
      </p>

      <QueryStates
        query={products}
        loading={
          <SkeletonList
            count={6}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            itemClassName="h-44 rounded-2xl"
          />
        }
        errorTitle="Could not load products"
        errorFallback={PRODUCT_TOASTS.fetchFailed}
        isEmpty={list.length === 0}
        emptyIcon={<PackageSearch className="h-8 w-8 text-slate-400" aria-hidden="true" />}
        empty={debouncedSearch || category ? 'No products match your filters.' : 'No products yet. Add your first one.'}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {list.map((product) => (
          <AdminProductCard
            key={product._id}
            product={product}
            onEdit={() => setEditor({ product })}
            onDelete={() => setToDelete(product)}
          />
        ))}
      </QueryStates>

      <Pagination
        page={page}
        pageSize={ADMIN_PRODUCTS_PAGE_SIZE}
        total={total}
        onPageChange={setPage}
        label="Product pages"
      />

      <ProductFormDialog
        open={editor !== null}
        product={editor?.product ?? null}
        onOpenChange={(open) => {
          if (!open) setEditor(null);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete product"
        message={
          <>
            {DELETE_PRODUCT_CONFIRM}
            {toDelete && <span className="mt-2 block font-medium text-slate-900">{toDelete.name}</span>}
          </>
        }
        isPending={deletion.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => {
          if (!open && !deletion.isPending) setToDelete(null);
        }}
      />
    </>
  );
}
