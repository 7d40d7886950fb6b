import { FileSpreadsheet, PackageSearch, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useDeleteProduct } from '../api/delete-product';
import { ADMIN_PRODUCTS_PAGE_SIZE, useAdminProducts } from '../api/get-admin-products';
import { AdminProductCard } from '../components/admin-product-card';
import { CategoryOptions } from '../components/category-options';
import { DeleteConfirmDialog } from '../components/confirm-dialog';
import { FilterSelect } from '../components/filter-select';
import { ProductCsvDialog } from '../components/product-csv-dialog';
import { ProductFormDialog } from '../components/product-form-dialog';
import { SearchInput } from '../components/search-input';
import { PagedQueryList } from '../components/paged-query-list';
import { SkeletonList } from '../components/query-states';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
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
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageFor(`${debouncedSearch}|${category}`);
  const [editor, setEditor] = useState<Editor>(null);
  const [csvOpen, setCsvOpen] = useState(false);

  const products = useAdminProducts({ search: debouncedSearch, category, page });
  useErrorToast(products.error, PRODUCT_TOASTS.fetchFailed);

  const list = products.data?.products ?? [];
  const total = products.data?.total ?? 0;
  const missingLegal = list.filter((p) => (p.missingDeclarations?.length ?? 0) > 0).length;
  const deletion = useConfirmedDelete<Product>(useDeleteProduct(), {
    key: 'product.delete',
    deleted: PRODUCT_TOASTS.deleted,
    failed: PRODUCT_TOASTS.deleteFailed,
    // The last card of a page gone: step back so the page is not empty.
    onDeleted: () => {
      if (list.length === 1 && page > 1) setPage(page - 1);
    },
  });

  return (
    <>
      <PageHeader
        title="Product Management"
        subtitle="Add, edit and remove products in your catalogue."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setCsvOpen(true)}>
              <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
              Import / Export
            </Button>
            <Button onClick={() => setEditor({ product: null })}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Add Product
            </Button>
          </div>
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput value={search} onChange={setSearch} label="Search products" placeholder="Search by name or SKU" />
        <FilterSelect id="admin-category" label="Category" value={category} onChange={setCategory} className="sm:w-56">
          <CategoryOptions anyLabel="All Categories" valueBy="name" />
        </FilterSelect>
      </div>

      {/* Two sentences, so a screen reader never runs the figures together ("Total Products: 52" then "3 ..."). */}
      <p className="mb-4 text-sm font-medium text-slate-700" aria-live="polite" data-testid="product-totals">
        <span>Total Products: {products.isPending ? '…' : total}.</span>{' '}
        {missingLegal > 0 && (
          <span className="ml-3 text-amber-800">
            {missingLegal === 1 ? '1 product on this page misses' : `${missingLegal} products on this page miss`} legal
            information.
          </span>
        )}
      </p>

      <PagedQueryList
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
        emptyIcon={PackageSearch}
        empty={debouncedSearch || category ? 'No products match your filters.' : 'No products yet. Add your first one.'}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        pages={{ page, size: ADMIN_PRODUCTS_PAGE_SIZE, onChange: setPage, label: 'Product pages' }}
      >
        {list.map((product) => (
          <AdminProductCard
            key={product._id}
            product={product}
            onEdit={() => setEditor({ product })}
            onDelete={() => deletion.ask(product)}
          />
        ))}
      </PagedQueryList>

      <ProductFormDialog
        open={editor !== null}
        product={editor?.product ?? null}
        onOpenChange={(open) => {
          if (!open) setEditor(null);
        }}
      />
      <ProductCsvDialog open={csvOpen} onOpenChange={setCsvOpen} />
      <DeleteConfirmDialog
        title="Delete product"
        question={DELETE_PRODUCT_CONFIRM}
        target={deletion.target?.name ?? null}
        isPending={deletion.isPending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
