import { DEFAULT_PACKAGE } from '@shop/shared/constants';
import { type PackageDimensions, packageDimensionsSchema } from '@shop/shared/schemas/shipping';
import { toFieldErrors } from '../../../lib/form-errors';

export type PackageField = keyof PackageDimensions;
export type PackageValues = Record<PackageField, string>;

export const PACKAGE_FIELD_NAMES: Record<PackageField, string> = {
  length: 'Length',
  breadth: 'Breadth',
  height: 'Height',
  weight: 'Weight',
};

/**
 * docs/product.md#validation: the form starts at 10 x 10 x 10 cm and the order's weight from the catalogue
 * (docs/decisions/064-parcel-weight.md), or 0.5 kg before it is known.
 */
export function defaultPackageValues(weightKg: number = DEFAULT_PACKAGE.weight): PackageValues {
  return {
    length: String(DEFAULT_PACKAGE.length),
    breadth: String(DEFAULT_PACKAGE.breadth),
    height: String(DEFAULT_PACKAGE.height),
    weight: String(weightKg),
  };
}

export type PackageParse =
  { ok: true; dimensions: PackageDimensions } | { ok: false; errors: Partial<Record<PackageField, string>> };

/**
 * The typed dimensions checked by the schema the server applies (sides 1-500 cm, weight 0.1-500 kg). The
 * schema reads a blank as "use the default"; on this form a cleared field is a mistake, so it is required.
 */
export function parsePackageDimensions(values: PackageValues): PackageParse {
  const errors: Partial<Record<PackageField, string>> = {};
  for (const field of Object.keys(PACKAGE_FIELD_NAMES) as PackageField[]) {
    if (!values[field].trim()) errors[field] = `${PACKAGE_FIELD_NAMES[field]} is required`;
  }
  const parsed = packageDimensionsSchema.safeParse(values);
  if (!parsed.success) {
    for (const [key, message] of Object.entries(toFieldErrors(parsed.error))) {
      if (key in PACKAGE_FIELD_NAMES && !errors[key as PackageField]) errors[key as PackageField] = message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, dimensions: parsed.data };
}
