import { describe, expect, it } from 'vitest';
import { registerFormSchema, registerSchema } from './auth';
import { shippingAddressSchema } from './address';
import { INDIAN_STATES } from '../indian-states';

describe('register schemas', () => {
  it('drops any role a client sends', () => {
    const parsed = registerSchema.parse({ name: 'x', email: 'A@B.co', password: 'secret1', role: 'admin' });
    expect(parsed).toEqual({ name: 'x', email: 'a@b.co', password: 'secret1' });
  });

  it('gives the product messages for the register form', () => {
    const result = registerFormSchema.safeParse({
      name: 'x',
      email: 'x@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Passwords do not match');
    const short = registerFormSchema.safeParse({
      name: 'x',
      email: 'x@example.com',
      password: '123',
      confirmPassword: '123',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 6 characters long');
  });
});

describe('shipping address', () => {
  const valid = {
    name: 'Asha',
    phone: '9876543210',
    street: '1 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  };

  it('knows all 36 states and union territories', () => {
    expect(INDIAN_STATES).toHaveLength(36);
  });

  it('accepts a valid address and normalises +91 phone numbers', () => {
    expect(shippingAddressSchema.parse({ ...valid, phone: '+91 98765-43210' }).phone).toBe('9876543210');
  });

  it.each([
    [{ pincode: '012345' }, 'PIN code must be 6 digits and cannot start with 0'],
    [{ pincode: '56001' }, 'PIN code must be 6 digits and cannot start with 0'],
    [{ phone: '5876543210' }, 'Enter a valid 10-digit Indian mobile number'],
    [{ state: 'Bavaria' }, 'Choose a state or union territory of India'],
    [{ street: '   ' }, 'Please fill in all required fields'],
  ])('rejects %o', (patch, message) => {
    const result = shippingAddressSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
