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
  labels = {},
  autoCompleteGroup,
  chooseStateLabel = 'Select state',
}: {
  field: (name: AddressFieldName) => AddressFieldBinding;
  isRequired?: boolean;
  placeholders?: Partial<Record<'street' | 'pincode', string>>;
  /** The states offered; the list, unless the caller must keep an older value selectable. */
  stateOptions?: readonly string[];
  pincodeHint?: ReactNode;
  streetClassName?: string;
  /** Other labels, where a page has two addresses (a business's registered address beside the delivery one). */
  labels?: Partial<Record<AddressFieldName, string>>;
  /** The autofill group, e.g. 'billing' for an address other than the delivery one. */
  autoCompleteGroup?: 'billing';
  /** The state list's empty choice, in the page's words. */
  chooseStateLabel?: string;
}) {
  const auto = (token: string) => (autoCompleteGroup ? `${autoCompleteGroup} ${token}` : token);
  return (
    <>
      <TextField
        label={labels.street ?? 'Street address'}
        autoComplete={auto('street-address')}
        maxLength={FIELD_MAX.street}
        placeholder={placeholders.street}
        isRequired={isRequired}
        className={streetClassName}
        {...field('street')}
      />
      <TextField
        label={labels.city ?? 'City'}
        autoComplete={auto('address-level2')}
        maxLength={FIELD_MAX.city}
        isRequired={isRequired}
        {...field('city')}
      />
      <SelectField
        label={labels.state ?? 'State'}
        autoComplete={auto('address-level1')}
        isRequired={isRequired}
        {...field('state')}
      >
        <option value="">{chooseStateLabel}</option>
        {stateOptions.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      <TextField
        label={labels.pincode ?? 'PIN code'}
        autoComplete={auto('postal-code')}
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
