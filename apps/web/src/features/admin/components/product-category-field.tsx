import { SelectField, TextField } from '../../../components/ui/input';
import { useCategories } from '../../../lib/categories/get-categories';
import type { ProductFieldProps } from '../hooks/use-product-form';

const NEW_CATEGORY = '__new__';

/** Existing category names, plus the product's own when it is not (yet) among them. */
function categoryOptions(names: string[], current: string): string[] {
  const options = [...names];
  if (current && !options.includes(current)) options.push(current);
  return options.sort((a, b) => a.localeCompare(b));
}

/** The category: one of the shop's, or '+ New category…' and its name typed below. */
export function ProductCategoryField({
  formId,
  field,
  isNew,
  onChoose,
}: {
  formId: string;
  field: ProductFieldProps;
  isNew: boolean;
  onChoose: (name: string, isNew: boolean) => void;
}) {
  const categories = useCategories();
  const names = (categories.data ?? []).map((category) => category.name);
  const options = categoryOptions(names, isNew ? '' : field.value);
  return (
    <div className="space-y-2">
      <SelectField
        label="Category"
        isRequired
        id={`${formId}-category`}
        value={isNew ? NEW_CATEGORY : field.value}
        error={isNew ? undefined : field.error}
        onChange={(event) => {
          const { value } = event.target;
          if (value === NEW_CATEGORY) onChoose('', true);
          else onChoose(value, false);
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
      {isNew && (
        <TextField
          label="New category name"
          isRequired
          autoFocus
          maxLength={100}
          {...field}
          id={`${formId}-new-category`}
        />
      )}
    </div>
  );
}
