import { MESSAGES } from '@shop/shared/messages';
import { PIN_STATE_MISMATCH } from '@shop/shared/pin-state';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutValues,
  clearAddressFields,
  createInitialCheckoutValues,
  requiredFields,
  findUsableSavedAddress,
  validateCheckout,
} from './checkout-form';

const saved = { street: '221 Linking Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' } as const;
const user = { name: 'Rahul Sharma', email: 'user@example.com', phone: '9876543210', address: saved };

const typedAddress = { street: '7 Marine Drive', city: 'Kochi', state: 'Kerala', pincode: '682001' } as const;

const contact: CheckoutValues = { ...createInitialCheckoutValues(user) };
const typed: CheckoutValues = { ...contact, ...typedAddress };

describe('findUsableSavedAddress', () => {
  it('offers a complete, valid profile address', () => {
    expect(findUsableSavedAddress(user)).toEqual(saved);
  });

  it('offers nothing for an empty, partial or invalid address', () => {
    expect(findUsableSavedAddress({ address: { street: '', city: '', state: '', pincode: '' } })).toBeNull();
    expect(findUsableSavedAddress({ address: { ...saved, city: '' } })).toBeNull();
    expect(findUsableSavedAddress({ address: { ...saved, state: 'Atlantis' } })).toBeNull();
    expect(findUsableSavedAddress({ address: { ...saved, pincode: '012345' } })).toBeNull();
    expect(findUsableSavedAddress(null)).toBeNull();
  });
});

describe('checkout validity with the saved address', () => {
  it('needs only name, email and phone', () => {
    expect(requiredFields(true)).toEqual(['name', 'email', 'phone']);
    const result = validateCheckout(contact, saved);
    expect(result.isComplete).toBe(true);
    expect(result.errors).toEqual({});
    expect(result.address).toEqual({ ...saved, name: 'Rahul Sharma', email: 'user@example.com', phone: '9876543210' });
  });

  it('ignores whatever is in the typed address fields', () => {
    expect(validateCheckout({ ...contact, pincode: 'abc' }, saved).address?.pincode).toBe('400050');
  });

  it('is incomplete while a contact field is blank', () => {
    for (const field of ['name', 'email', 'phone'] as const) {
      const result = validateCheckout({ ...contact, [field]: '  ' }, saved);
      expect(result.isComplete).toBe(false);
      expect(result.address).toBeNull();
    }
    expect(validateCheckout({ ...contact, email: '' }, saved).errors.email).toBe(MESSAGES.emailRequired);
  });

  it('normalises the phone number the way the server does', () => {
    expect(validateCheckout({ ...contact, phone: '+91 98765-43210' }, saved).address?.phone).toBe('9876543210');
  });
});

describe('checkout validity without the saved address', () => {
  it('needs all seven fields', () => {
    expect(requiredFields(false)).toEqual(['name', 'email', 'phone', 'street', 'city', 'state', 'pincode']);
  });

  it('is incomplete with the address fields cleared', () => {
    const cleared = clearAddressFields(typed);
    expect(cleared).toEqual({ ...contact, street: '', city: '', state: '', pincode: '' });
    const result = validateCheckout(cleared, null);
    expect(result.isComplete).toBe(false);
    expect(result.address).toBeNull();
  });

  it('accepts a complete, valid typed address', () => {
    const result = validateCheckout(typed, null);
    expect(result.isComplete).toBe(true);
    expect(result.address).toMatchObject({ street: '7 Marine Drive', state: 'Kerala', pincode: '682001' });
  });

  it('treats blank-only fields as missing', () => {
    expect(validateCheckout({ ...typed, city: '   ' }, null).isComplete).toBe(false);
  });
});

describe('field messages from the shared schema', () => {
  it.each([
    {
      fields: 'the contact details, with the saved address',
      values: { ...contact, phone: '12345', email: 'not-an-email' },
      savedAddress: saved,
      messages: { phone: MESSAGES.invalidPhone, email: MESSAGES.invalidEmail },
    },
    {
      fields: 'the typed address',
      values: { ...typed, pincode: '01234', state: 'Nowhere' },
      savedAddress: null,
      messages: { pincode: MESSAGES.invalidPincode, state: MESSAGES.invalidState },
    },
  ])('checks $fields', ({ values, savedAddress, messages }) => {
    const result = validateCheckout(values, savedAddress);
    expect(result.isComplete).toBe(true);
    expect(result.address).toBeNull();
    expect(result.errors).toMatchObject(messages);
  });
});

describe('PIN code and state', () => {
  it('says so on the PIN field when the PIN belongs to another state', () => {
    const values = {
      ...createInitialCheckoutValues(null),
      name: 'Rahul Sharma',
      email: 'rahul@example.com',
      phone: '9876543210',
      street: '221 Linking Road',
      city: 'Mumbai',
      state: 'Karnataka',
      pincode: '400050',
    };
    const result = validateCheckout(values, null);
    expect(result.errors.pincode).toBe(PIN_STATE_MISMATCH);
    expect(result.address).toBeNull();
    expect(validateCheckout({ ...values, state: 'Maharashtra' }, null).errors.pincode).toBeUndefined();
  });
});
