import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { Product } from '../types';
import { ProductForm } from './product-form';

/** 'Add New Product' / 'Edit Product' (docs/product.md#admin-area). A new `key` per product gives a fresh form. */
export function ProductFormDialog({
  open,
  product,
  onOpenChange,
}: {
  open: boolean;
  product: Product | null;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = product ? `edit-product-${product._id}` : 'new-product';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={product ? 'Edit Product' : 'Add New Product'} size="xl">
      <ProductForm
        key={formId}
        formId={formId}
        product={product}
        onSaved={() => onOpenChange(false)}
        actions={(isSaving) => (
          <div className="sticky -bottom-4 -mx-5 flex justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSaving}>
              {product ? 'Update Product' : 'Create Product'}
            </Button>
          </div>
        )}
      />
    </Modal>
  );
}
