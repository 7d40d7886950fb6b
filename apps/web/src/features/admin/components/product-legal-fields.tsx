import { MAKER_ROLES, NET_QUANTITY_UNITS } from '@shop/shared/declarations';
import { SelectField, TextField } from '../../../components/ui/input';
import type { ProductFormField } from '../utils/product-form';
import type { ProductFieldProps } from '../hooks/use-product-form';

/** Legal Metrology declarations of packaged goods (docs/decisions/100), shown on the product page. */
export function ProductLegalFields({ field }: { field: (name: ProductFormField) => ProductFieldProps }) {
  return (
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
  );
}
