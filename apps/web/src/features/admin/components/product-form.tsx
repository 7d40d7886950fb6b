import type { ReactNode } from 'react';
import { SelectField, TextField } from '../../../components/ui/input';
import { useProductForm } from '../hooks/use-product-form';
import { UQC_OPTIONS } from '../utils/product-form';
import type { Product } from '../types';
import { ImagePicker } from './image-picker';
import { ProductCategoryField } from './product-category-field';
import { ProductLegalFields } from './product-legal-fields';
import { TextAreaField } from './text-area-field';

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
  const form = useProductForm(product, formId, onSaved);
  const { field } = form;

  return (
    <form id={formId} onSubmit={form.onSubmit} noValidate className="space-y-4" aria-busy={form.isSaving || undefined}>
      <TextField label="Product name" isRequired autoComplete="off" maxLength={200} {...field('name')} />
      <TextAreaField label="Description" isRequired rows={4} maxLength={5000} {...field('description')} />
      <TextField
        label="Name (Hindi)"
        lang="hi"
        autoComplete="off"
        maxLength={200}
        hint="Optional. Shown on the Hindi pages; the English name is shown where this is empty."
        {...field('nameHi')}
      />
      <TextAreaField label="Description (Hindi)" lang="hi" rows={4} maxLength={10000} {...field('descriptionHi')} />

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
        <ProductCategoryField
          formId={formId}
          field={field('category')}
          isNew={form.isNewCategory}
          onChoose={form.chooseCategory}
        />
        <TextField label="SKU" autoComplete="off" maxLength={64} placeholder="e.g. HOME-BTL-001" {...field('sku')} />
        <TextField
          label="Category name (Hindi)"
          lang="hi"
          autoComplete="off"
          maxLength={100}
          hint="Optional. Names the category in Hindi for all its products; empty leaves it as it is."
          {...field('categoryHi')}
        />
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField label="GST rate" isRequired {...field('gstRate')}>
          {form.rateOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="HSN code"
          hint={
            form.turnoverAbove5Crore
              ? '6 or 8 digits (turnover above ₹5 crore), printed on tax invoices'
              : '4, 6 or 8 digits, printed on tax invoices'
          }
          autoComplete="off"
          inputMode="numeric"
          maxLength={8}
          placeholder="e.g. 8518"
          {...field('hsn')}
        />
        <SelectField label="Unit (UQC)" hint="GST unit of quantity, printed beside the quantity" {...field('uqc')}>
          {UQC_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
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

      <ProductLegalFields field={field} />

      <ImagePicker items={form.images} onChange={form.setImages} onRejected={form.warn} />

      {actions(form.isSaving)}
    </form>
  );
}
