import { useCategories } from '../../../lib/categories/get-categories';

/**
 * The `<option>`s of a category choice: `anyLabel` for no category, then each category of the catalogue,
 * valued by its name (how products name theirs) or its id (how coupon rules do).
 */
export function CategoryOptions({ anyLabel, valueBy }: { anyLabel: string; valueBy: 'name' | '_id' }) {
  const categories = useCategories();
  return (
    <>
      <option value="">{anyLabel}</option>
      {(categories.data ?? []).map((category) => (
        <option key={category._id} value={category[valueBy]}>
          {category.name}
        </option>
      ))}
    </>
  );
}
