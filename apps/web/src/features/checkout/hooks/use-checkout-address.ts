import type { User } from '@shop/shared/schemas/auth';
import { useState } from 'react';
import { rememberedPincode } from '../../../lib/remembered-pincode';
import {
  type CheckoutField,
  type CheckoutValues,
  ADDRESS_FIELDS,
  clearAddressFields,
  createInitialCheckoutValues,
  findUsableSavedAddress,
  validateCheckout,
} from '../utils/checkout-form';

const isAddressField = (field: CheckoutField) => (ADDRESS_FIELDS as readonly CheckoutField[]).includes(field);

/**
 * Contact and address as typed (or the saved address), checked, with messages that wait until a field is left;
 * once everything is filled in, or after a submit attempt, whatever still blocks the order shows.
 */
export function useCheckoutAddress(user: User, hasTriedToSubmit: boolean) {
  const [savedAddress] = useState(() => findUsableSavedAddress(user));
  const [isUsingSavedAddress, setIsUsingSavedAddress] = useState(savedAddress !== null);
  // The browser's remembered PIN (lib/remembered-pincode.ts): checkout renders only in the browser, after the session.
  const [values, setValues] = useState<CheckoutValues>(() => createInitialCheckoutValues(user, rememberedPincode()));
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [isSavingAddress, setIsSavingAddress] = useState(false);

  const validation = validateCheckout(values, isUsingSavedAddress ? savedAddress : null);
  const visibleErrors = Object.fromEntries(
    Object.entries(validation.errors).filter(
      ([field]) => hasTriedToSubmit || validation.isComplete || touched.has(field as CheckoutField),
    ),
  );

  const onUseSavedAddressChange = (isOn: boolean) => {
    setIsUsingSavedAddress(isOn);
    if (!isOn) {
      setValues(clearAddressFields);
      setTouched((current) => new Set([...current].filter((field) => !isAddressField(field))));
    }
  };

  return {
    values,
    savedAddress,
    isUsingSavedAddress,
    /** The PIN code deliveries are checked for: the saved address's or the typed one. */
    pincode: isUsingSavedAddress && savedAddress ? savedAddress.pincode : values.pincode,
    /** The state the order goes to, for the COD rules (decision 228). */
    state: (isUsingSavedAddress && savedAddress ? savedAddress.state : values.state) ?? '',
    validation,
    visibleErrors,
    isSavingAddress,
    shippingFormProps: {
      values,
      errors: visibleErrors,
      savedAddress,
      isUsingSavedAddress,
      onUseSavedAddressChange,
      onChange: (field: CheckoutField, value: string) => setValues((current) => ({ ...current, [field]: value })),
      onBlur: (field: CheckoutField) => setTouched((current) => new Set(current).add(field)),
      isSavingAddress,
      onSaveAddressChange: setIsSavingAddress,
    },
  };
}
