import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useCategories } from '../../categories/api/get-categories';
import { GST_RATES_PERCENT, defaultGstRate } from '@shop/shared/gst';
import { useAdminSettings } from '../api/settings';
import { MAKER_ROLES, NET_QUANTITY_UNITS } from '@shop/shared/declarations';
import { useSaveProduct } from '../api/save-product';
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
import { ImagePicker } from './image-picker';
import { TextAreaField } from './text-area-field';

export const PRODUCT_TOASTS = {
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  saveFailed: 'Failed to save product',
  deleteFailed: 'Failed to delete product',
  fetchFailed: 'Failed to fetch products',
} as const;

const NEW_CATEGORY = '__new__';

/** Existing category names, plus the product's own when it is not (yet) among them. */
function categoryOptions(names: string[], current: string): string[] {
  const options = [...names];
  if (current && !options.includes(current)) options.push(current);
  return options.sort((a, b) => a.localeCompare(b));
}

/**
 * Every field of a product (docs/product.md#validation), checked before it is sent; the server's answer is shown as
 * a toast. `actions` renders the buttons, given whether a save is running.
 */
export function ProductForm({
  product,
  formId,
  onSaved,
  actions,
}: {
  product?: Product | null;
  formId: string;
  onSaved: (product: Product) => void;
  actions: (isSaving: boolean) => ReactNode;
}) {
  const toast = useToast('product.save');
  const categories = useCategories();
  const save = useSaveProduct();
  const [values, setValues] = useState<ProductFormValues>(() => productToFormValues(product));
  const [images, setImages] = useState<ImageItem[]>(() => existingImageItems(product?.images ?? []));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [isNewCategory, setIsNewCategory] = useState(false);
  // The shop's GST rates (Settings); the slabs until they load.
  const shopRates: readonly number[] = useAdminSettings().data?.settings.gstRatesPercent ?? GST_RATES_PERCENT;
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

  const names = (categories.data ?? []).map((category) => category.name);
  const options = categoryOptions(names, isNewCategory ? '' : values.category);

  const set = (field: ProductFormField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateProductForm(values);
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
        onError: (error) => toast.error(getErrorMessage(error, PRODUCT_TOASTS.saveFailed)),
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

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={save.isPending || undefined}>
      <TextField label="Product name" isRequired autoComplete="off" maxLength={200} {...field('name')} />
      <TextAreaField label="Description" isRequired rows={4} maxLength={5000} {...field('description')} />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label="MRP (₹)" isRequired inputMode="decimal" placeholder="e.g. 1499" {...field('mrp')} />
        <TextField
          label="Selling price (₹)"
          inputMode="decimal"
          placeholder="Same as MRP"
          hint="Optional. Leave empty to sell at the MRP."
          {...field('sellingPrice')}
        />
        <TextField label="Stock quantity" isRequired inputMode="numeric" placeholder="e.g. 25" {...field('stock')} />
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <SelectField
            label="Category"
            isRequired
            id={`${formId}-category`}
            value={isNewCategory ? NEW_CATEGORY : values.category}
            error={isNewCategory ? undefined : errors.category}
            onChange={(event) => {
              const { value } = event.target;
              if (value === NEW_CATEGORY) {
                setIsNewCategory(true);
                setValues((current) => ({ ...current, category: '' }));
              } else {
                setIsNewCategory(false);
                setValues((current) => ({ ...current, category: value }));
                setErrors((current) => ({ ...current, category: undefined }));
              }
            }}
          >
            <option value="">Select a category</option>
            {options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={NEW_CATEGORY}>+ New category…</option>
          </SelectField>
          {isNewCategory && (
            <TextField
              label="New category name"
              isRequired
              autoFocus
              maxLength={100}
              {...field('category')}
              id={`${formId}-new-category`}
            />
          )}
        </div>
        <TextField label="SKU" autoComplete="off" maxLength={64} placeholder="e.g. HOME-BTL-001" {...field('sku')} />
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField label="GST rate" isRequired {...field('gstRate')}>
          {rateOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="HSN code"
          hint="4, 6 or 8 digits, printed on tax invoices"
          autoComplete="off"
          inputMode="numeric"
          maxLength={8}
          placeholder="e.g. 8518"
          {...field('hsn')}
        />
        <TextField
          label="Weight (g)"
          hint="Packed weight of one unit, for courier rates"
          inputMode="numeric"
          placeholder="e.g. 450"
          {...field('weightGrams')}
        />
        <TextField
          label="Warranty (months)"
          hint="Shown as a badge on the product page; empty for none"
          inputMode="numeric"
          maxLength={3}
          placeholder="e.g. 12"
          {...field('warrantyMonths')}
        />
      </div>

      <TextField label="Tags" hint="Comma-separated, e.g. steel, bottle, gym" {...field('tags')} />
      <TextAreaField
        label="Special features"
        rows={2}
        hint="Comma-separated, e.g. Leak proof, BPA free"
        {...field('specialFeatures')}
      />

      <TextAreaField
        label="Specifications"
        rows={3}
        placeholder='Capacity: 1 L, Material: Steel   or   {"Capacity": "1 L"}'
        hint="JSON, or key:value pairs separated by commas."
        {...field('specifications')}
      />

      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Legal information (packaged goods)</legend>
        <p className="text-xs text-slate-500">
          Shown on the product page as the Legal Metrology rules ask. Customer care left empty shows the shop&apos;s.
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Country of origin" maxLength={60} placeholder="e.g. India" {...field('countryOfOrigin')} />
          <TextField label="Generic name" maxLength={100} placeholder="e.g. Tea" {...field('genericName')} />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField label="Declared by" {...field('makerRole')}>
            {MAKER_ROLES.map((role) => (
              <option key={role} value={role}>
                {role[0]?.toUpperCase()}
                {role.slice(1)}
              </option>
            ))}
          </SelectField>
          <TextField label="Name" className="sm:col-span-2" maxLength={120} {...field('makerName')} />
        </div>
        <TextField label="Address" maxLength={300} {...field('makerAddress')} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Importer name" hint="Goods made outside India" maxLength={120} {...field('importerName')} />
          <TextField label="Importer address" maxLength={300} {...field('importerAddress')} />
        </div>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <TextField label="Net quantity" inputMode="decimal" placeholder="e.g. 500" {...field('netQuantity')} />
          <SelectField label="Unit" {...field('netQuantityUnit')}>
            {NET_QUANTITY_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit === 'unit' ? 'units (number)' : unit}
              </option>
            ))}
          </SelectField>
          <TextField label="Month of manufacture" type="month" {...field('manufacturedMonth')} />
          <SelectField label="Food item" {...field('isFood')}>
            <option value="">No</option>
            <option value="yes">Yes (best before)</option>
          </SelectField>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Best before"
            maxLength={100}
            placeholder="e.g. 12 months from packing"
            {...field('bestBefore')}
          />
          <TextField
            label="Consumer care"
            maxLength={200}
            placeholder="Shop's customer care"
            {...field('consumerCare')}
          />
        </div>
      </fieldset>

      <ImagePicker items={images} onChange={setImages} onRejected={(message) => toast.warning(message)} />

      {actions(save.isPending)}
    </form>
  );
}
