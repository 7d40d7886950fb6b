import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert, Label, Select, TextField } from '../../../components/ui/input';
import { formatDay } from '../../../lib/format';
import { CategoryOptions } from './category-options';
import type { CouponEditor } from '../hooks/use-coupon-editor';
import { COUPON_FIELD_IDS, type CouponFormValues, type CouponTextField } from '../utils/coupon-form';

function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}

/** New coupon, or the one picked for 'Edit': every rule of docs/decisions/135-coupons.md as a field. */
export function CouponForm({ editor }: { editor: CouponEditor }) {
  const { values, set, errors } = editor;
  /** A text field bound to one value, with the id the page's tests and labels use, and its own message. */
  const text = (key: CouponTextField, props: Omit<ComponentProps<typeof TextField>, 'id' | 'value'>) => (
    <TextField
      id={`coupon-${COUPON_FIELD_IDS[key]}`}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key]}
      {...props}
    />
  );
  // The browser draws a date input in its own locale (often mm/dd/yyyy): the chosen day is said beside it.
  const date = (key: 'startsAt' | 'endsAt', label: string) =>
    text(key, { label, type: 'date', hint: formatDay(values[key]) || undefined });

  return (
    <form
      onSubmit={editor.onSubmit}
      aria-label={editor.isEditing ? 'Edit coupon' : 'New coupon'}
      className="mb-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {text('code', { label: 'Code', isRequired: true })}
      <div>
        <Label htmlFor="coupon-kind">Type</Label>
        <Select
          id="coupon-kind"
          value={values.kind}
          onChange={(e) => set('kind', e.target.value as CouponFormValues['kind'])}
        >
          <option value="percent">Percentage off</option>
          <option value="fixed">Fixed amount off (₹)</option>
        </Select>
      </div>
      {text('value', {
        label: values.kind === 'percent' ? 'Percent off' : 'Amount off (₹)',
        inputMode: 'decimal',
        isRequired: true,
      })}
      {values.kind === 'percent' && text('maxDiscount', { label: 'Maximum discount (₹)', inputMode: 'decimal' })}
      {text('minOrderValue', { label: 'Minimum order (₹)', inputMode: 'decimal' })}
      {date('startsAt', 'Valid from')}
      {date('endsAt', 'Valid until')}
      {text('totalLimit', { label: 'Total uses', inputMode: 'numeric' })}
      {text('perCustomerLimit', { label: 'Uses per customer', inputMode: 'numeric' })}
      <div>
        <Label htmlFor="coupon-category">Only for category</Label>
        <Select id="coupon-category" value={values.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
          <CategoryOptions anyLabel="Every category" valueBy="_id" />
        </Select>
      </div>
      {text('description', { label: 'Description' })}
      <Checkbox checked={values.firstOrderOnly} onChange={(checked) => set('firstOrderOnly', checked)}>
        First order only
      </Checkbox>
      <Checkbox checked={values.active} onChange={(checked) => set('active', checked)}>
        Active
      </Checkbox>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        {editor.error && <FormAlert>{editor.error}</FormAlert>}
        <Button type="submit" isLoading={editor.isSaving}>
          {editor.isEditing ? 'Save coupon' : 'Create coupon'}
        </Button>
        {editor.isEditing && (
          <Button type="button" variant="ghost" onClick={editor.reset}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
