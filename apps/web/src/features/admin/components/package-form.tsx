import { DEFAULT_PACKAGE, MIN_PACKAGE_SIDE_CM, MIN_PACKAGE_WEIGHT_KG } from '@shop/shared/constants';
import { Truck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import type { PackageDimensions } from '../api/ship-order';

type Field = keyof PackageDimensions;

const FIELDS: { name: Field; label: string; min: number }[] = [
  { name: 'length', label: 'Length (cm)', min: MIN_PACKAGE_SIDE_CM },
  { name: 'breadth', label: 'Breadth (cm)', min: MIN_PACKAGE_SIDE_CM },
  { name: 'height', label: 'Height (cm)', min: MIN_PACKAGE_SIDE_CM },
  { name: 'weight', label: 'Weight (kg)', min: MIN_PACKAGE_WEIGHT_KG },
];

/** The message for a dimension that is not a number of at least `min` (SPEC.md section 5). */
export function dimensionError(text: string, min: number, label: string): string | undefined {
  const value = Number(text);
  if (!text.trim() || !Number.isFinite(value)) return `${label} is required`;
  if (value < min) return `${label} must be at least ${min}`;
  return undefined;
}

/**
 * Package dimensions for a packed order (defaults 10 × 10 × 10 cm, 0.5 kg) and the 'Ship Order' button.
 */
export function PackageForm({
  idPrefix,
  isPending,
  onShip,
}: {
  idPrefix: string;
  isPending: boolean;
  onShip: (dimensions: PackageDimensions) => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    length: String(DEFAULT_PACKAGE.length),
    breadth: String(DEFAULT_PACKAGE.breadth),
    height: String(DEFAULT_PACKAGE.height),
    weight: String(DEFAULT_PACKAGE.weight),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    for (const { name, label, min } of FIELDS) {
      const error = dimensionError(values[name], min, label.replace(/ \(.*\)$/, ''));
      if (error) next[name] = error;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onShip({
      length: Number(values.length),
      breadth: Number(values.breadth),
      height: Number(values.height),
      weight: Number(values.weight),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Package dimensions">
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Package Dimensions</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {FIELDS.map(({ name, label, min }) => (
            <TextField
              key={name}
              id={`${idPrefix}-${name}`}
              label={label}
              type="number"
              inputMode="decimal"
              min={min}
              step={0.1}
              value={values[name]}
              error={errors[name]}
              onChange={(event) => {
                const { value } = event.target;
                setValues((current) => ({ ...current, [name]: value }));
              }}
            />
          ))}
        </div>
        <div className="mt-4 flex justify-end">
          <Button type="submit" isLoading={isPending}>
            <Truck className="h-4 w-4" aria-hidden="true" />
            Ship Order
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
