import { INDIAN_STATES } from '@shop/shared/indian-states';
import { FIELD_MAX } from '@shop/shared/messages';
import type { ChangeEvent, ReactNode } from 'react';
import { SelectField, TextField } from '../ui/input';

export type AddressFieldName = 'street' | 'city' | 'state' | 'pincode';

/** What the caller wires into each field: its form name, value, handlers and message. */
export interface AddressFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur?: () => void;
  error?: string;
}

/** An Indian postal address (street, city, state from the list, 6-digit PIN code): checkout and the profile. */
export function AddressFields({
  field,
  isRequired,
  placeholders = {},
  stateOptions = INDIAN_STATES,
  pincodeHint,
  streetClassName,
}: {
  field: (name: AddressFieldName) => AddressFieldBinding;
  isRequired?: boolean;
  placeholders?: Partial<Record<'street' | 'pincode', string>>;
  /** The states offered; the list, unless the caller must keep an older value selectable. */
  stateOptions?: readonly string[];
  pincodeHint?: ReactNode;
  streetClassName?: string;
}) {
  return (
    <>
      <TextField
        label="Street address"
        autoComplete="street-address"
        maxLength={FIELD_MAX.street}
        placeholder={placeholders.street}
        isRequired={isRequired}
        className={streetClassName}
        {...field('street')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        maxLength={FIELD_MAX.city}
        isRequired={isRequired}
        {...field('city')}
      />
      <SelectField label="State" autoComplete="address-level1" isRequired={isRequired} {...field('state')}>
        <option value="">Select state</option>
        {stateOptions.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      <TextField
        label="PIN code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
        placeholder={placeholders.pincode}
        isRequired={isRequired}
        hint={pincodeHint}
        {...field('pincode')}
      />
    </>
  );
}
