import { MESSAGES } from '@shop/shared/messages';
import { PIN_STATE_MISMATCH, pincodeMatchesState } from '@shop/shared/pin-state';
import { shippingAddressSchema, type ShippingAddress } from '@shop/shared/schemas/address';
import type { User } from '@shop/shared/schemas/auth';
import { toFieldErrors } from '../../../lib/form-errors';

/** What the shopper types. Everything is a string so inputs stay controlled. */
export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
}

export type CheckoutField = keyof CheckoutValues;

export const CONTACT_FIELDS = ['name', 'email', 'phone'] as const satisfies readonly CheckoutField[];
export const ADDRESS_FIELDS = ['street', 'city', 'state', 'pincode'] as const satisfies readonly CheckoutField[];

export type SavedAddress = Pick<ShippingAddress, (typeof ADDRESS_FIELDS)[number]>;

const savedAddressSchema = shippingAddressSchema.pick({ street: true, city: true, state: true, pincode: true });

/**
 * The profile's address when it can be shipped to as it is. A half-filled or outdated one (a state that is
 * not on the list, a bad PIN) is not offered, so "Use my saved address" can never lead to a refused order.
 */
export function findUsableSavedAddress(user: Pick<User, 'address'> | null | undefined): SavedAddress | null {
  if (!user?.address) return null;
  const parsed = savedAddressSchema.safeParse(user.address);
  return parsed.success ? parsed.data : null;
}

/**
 * Contact details come from the profile; the address fields start empty (the saved address is used instead),
 * but for the PIN code last checked on a product page (docs/decisions/211-pin-check-on-the-product-page.md).
 */
export function createInitialCheckoutValues(
  user: Pick<User, 'name' | 'email' | 'phone'> | null | undefined,
  pincode = '',
): CheckoutValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    street: '',
    city: '',
    state: '',
    pincode,
  };
}

/** Switching "Use my saved address" off starts the address afresh (docs/product.md#checkout). */
export function clearAddressFields(values: CheckoutValues): CheckoutValues {
  return { ...values, street: '', city: '', state: '', pincode: '' };
}

/** docs/product.md#validation: with the saved address only name, email and phone are needed; otherwise all seven. */
export function requiredFields(isUsingSavedAddress: boolean): readonly CheckoutField[] {
  return isUsingSavedAddress ? CONTACT_FIELDS : [...CONTACT_FIELDS, ...ADDRESS_FIELDS];
}

export interface CheckoutValidation {
  /** Every required field is non-blank. */
  isComplete: boolean;
  /** First message per field, from the shared shipping-address schema. */
  errors: Partial<Record<CheckoutField, string>>;
  /** The address to send, normalised by the schema (trimmed, phone without +91); null while anything is wrong. */
  address: ShippingAddress | null;
}

/**
 * The checkout rules in one place: completeness per docs/product.md#validation and field checks from the schema the
 * server applies, so Place Order only lights up for an address the server will accept.
 * `savedAddress` non-null means the shopper ships to the saved address; the typed address fields are ignored.
 */
export function validateCheckout(values: CheckoutValues, savedAddress: SavedAddress | null): CheckoutValidation {
  const isComplete = requiredFields(savedAddress !== null).every((field) => values[field].trim() !== '');
  const candidate = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    ...(savedAddress ?? { street: values.street, city: values.city, state: values.state, pincode: values.pincode }),
  };
  const parsed = shippingAddressSchema.safeParse(candidate);
  const errors: Partial<Record<CheckoutField, string>> = parsed.success ? {} : toFieldErrors(parsed.error);
  // The shared schema lets email be empty (admins may record orders without one); checkout asks for it.
  if (values.email.trim() === '') errors.email = MESSAGES.emailRequired;
  // The PIN code must belong to the chosen state (the state decides GST place of supply); the server refuses too.
  if (parsed.success && !errors.pincode && !pincodeMatchesState(parsed.data.pincode, parsed.data.state)) {
    errors.pincode = PIN_STATE_MISMATCH;
  }
  const hasErrors = Object.keys(errors).length > 0;
  return {
    isComplete,
    errors,
    address: parsed.success && !hasErrors ? parsed.data : null,
  };
}
