import { MIN_PACKAGE_SIDE_CM, MIN_PACKAGE_WEIGHT_KG } from '@shop/shared/constants';
import { Truck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/input';
import type { PackageDimensions } from '../api/ship-order';
import {
  defaultPackageValues,
  type PackageField,
  type PackageValues,
  parsePackageDimensions,
} from '../utils/package-dimensions';
import { IconButton } from './icon-button';

const FIELDS: { name: PackageField; label: string; min: number }[] = [
  { name: 'length', label: 'Length (cm)', min: MIN_PACKAGE_SIDE_CM },
  { name: 'breadth', label: 'Breadth (cm)', min: MIN_PACKAGE_SIDE_CM },
  { name: 'height', label: 'Height (cm)', min: MIN_PACKAGE_SIDE_CM },
  { name: 'weight', label: 'Weight (kg)', min: MIN_PACKAGE_WEIGHT_KG },
];

/**
 * Package dimensions for a packed order (defaults 10 × 10 × 10 cm, 0.5 kg; checked with the server's
 * packageDimensionsSchema) and the 'Ship Order' button, which books the shipment with the courier.
 */
export function PackageForm({
  idPrefix,
  isPending,
  onShip,
  defaultWeightKg,
  onParcelChange,
}: {
  idPrefix: string;
  isPending: boolean;
  onShip: (dimensions: PackageDimensions) => void;
  /** The order's weight from the catalogue, once known. */
  defaultWeightKg?: number;
  /** Valid dimensions as they are typed, so the couriers can be quoted for this parcel. */
  onParcelChange?: (dimensions: PackageDimensions) => void;
}) {
  const [values, setValues] = useState<PackageValues>(() => defaultPackageValues(defaultWeightKg));
  // The order's weight arrives with the courier quotes: it fills the weight field unless the admin typed one.
  const weightTyped = useRef(false);
  useEffect(() => {
    if (defaultWeightKg !== undefined && !weightTyped.current)
      setValues((current) => ({ ...current, weight: String(defaultWeightKg) }));
  }, [defaultWeightKg]);
  const [errors, setErrors] = useState<Partial<Record<PackageField, string>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const result = parsePackageDimensions(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onShip(result.dimensions);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Package dimensions">
      <fieldset className="rounded-xl border border-slate-200 p-4" disabled={isPending}>
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
                if (name === 'weight') weightTyped.current = true;
                const next = { ...values, [name]: value };
                setValues(next);
                const parsed = parsePackageDimensions(next);
                if (parsed.ok) onParcelChange?.(parsed.dimensions);
                // A corrected field drops its message; the rest wait for the next 'Ship Order'.
                setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
              }}
            />
          ))}
        </div>
        <p className="mt-3 text-xs text-slate-500">
          Books a pickup with the courier; the order is marked shipped with the shipment id as its tracking number.
        </p>
        <div className="mt-4 flex justify-end">
          <IconButton icon={Truck} type="submit" isLoading={isPending}>
            Ship Order
          </IconButton>
        </div>
      </fieldset>
    </form>
  );
}
