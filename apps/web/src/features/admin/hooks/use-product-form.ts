import { GST_RATES_PERCENT, defaultGstRate } from '@shop/shared/gst';
import { type FormEvent, useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useSaveProduct } from '../api/save-product';
import { useAdminSettings } from '../api/settings';
import type { Product } from '../types';
import {
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
  gstRateOptions,
  productToFormValues,
  validateProductForm,
} from '../utils/product-form';
import { existingImageItems, type ImageItem } from '../utils/product-images';

/**
 * The Hindi category name belongs to the category shown beside it: another category empties it, so one category's
 * Hindi name is never given to the next (decision 258).
 */
function withCategoryHindi(before: ProductFormValues, after: ProductFormValues): ProductFormValues {
  return after.category === before.category ? after : { ...after, categoryHi: '' };
}

/** The form field a 4xx answer names (`field`), if any. */
function fieldOfApiError(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const { field } = error.body as { field?: unknown };
  return typeof field === 'string' && field ? field : null;
}

export const PRODUCT_TOASTS = {
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  saveFailed: 'Failed to save product',
  deleteFailed: 'Failed to delete product',
  fetchFailed: 'Failed to fetch products',
} as const;

/**
 * The product form's values, errors and pictures; checked before they are sent (docs/product.md#validation),
 * the server's answer shown as a toast. `field(name)` gives a field its id, value, handler and error.
 */
export function useProductForm(product: Product | null | undefined, formId: string, onSaved: (p: Product) => void) {
  const toast = useToast('product.save');
  const save = useSaveProduct();
  const [values, setValues] = useState<ProductFormValues>(() => productToFormValues(product));
  const [images, setImages] = useState<ImageItem[]>(() => existingImageItems(product?.images ?? []));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [isNewCategory, setIsNewCategory] = useState(false);
  // The shop's GST rates (Settings); the slabs until they load.
  const shopSettings = useAdminSettings().data?.settings;
  const shopRates: readonly number[] = shopSettings?.gstRatesPercent ?? GST_RATES_PERCENT;
  const turnoverAbove5Crore = Boolean(shopSettings?.aggregateTurnoverAbove5Crore);
  const rateOptions = gstRateOptions(shopRates, product?.gstRate);
  const isNewProduct = !product;
  useEffect(() => {
    // A new product starts at a rate the shop offers (18% unless the shop dropped it).
    if (!isNewProduct) return;
    setValues((current) =>
      shopRates.includes(Number(current.gstRate))
        ? current
        : { ...current, gstRate: String(defaultGstRate(shopRates)) },
    );
  }, [isNewProduct, shopRates]);

  const set = (field: ProductFormField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => withCategoryHindi(current, { ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** An existing category, or '' with `isNew` to type a new one. */
  const chooseCategory = (name: string, isNew: boolean) => {
    setIsNewCategory(isNew);
    setValues((current) => withCategoryHindi(current, { ...current, category: name }));
    if (!isNew) setErrors((current) => ({ ...current, category: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateProductForm(values, { turnoverAbove5Crore });
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      const target = first === 'category' && isNewCategory ? 'new-category' : first;
      if (target) document.getElementById(`${formId}-${target}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      { id: product?._id, payload: result.payload, images },
      {
        onSuccess: (saved) => {
          toast.success(product ? PRODUCT_TOASTS.updated : PRODUCT_TOASTS.created);
          onSaved(saved);
        },
        onError: (error) => {
          // A refusal that names its field (the HSN code above ₹5 crore turnover, a rate the shop dropped) shows there too.
          const field = fieldOfApiError(error);
          if (field && field in values) setErrors((current) => ({ ...current, [field]: getErrorMessage(error, '') }));
          toast.error(getErrorMessage(error, PRODUCT_TOASTS.saveFailed));
        },
      },
    );
  };

  const field = (name: ProductFormField) => ({
    id: `${formId}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });

  return {
    values,
    errors,
    field,
    onSubmit,
    isSaving: save.isPending,
    images,
    setImages,
    warn: (message: string) => toast.warning(message),
    rateOptions,
    turnoverAbove5Crore,
    isNewCategory,
    chooseCategory,
  };
}

export type ProductFieldProps = ReturnType<ReturnType<typeof useProductForm>['field']>;
