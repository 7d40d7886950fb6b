import { describe, expect, it } from 'vitest';
import { registerFormSchema, registerSchema } from './auth';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '../privacy';
import { shippingAddressSchema } from './address';
import { INDIAN_STATES } from '../indian-states';
import { validShippingAddress } from './test-fixtures';

describe('register schemas', () => {
  it('drops any role a client sends', () => {
    const parsed = registerSchema.parse({
      name: 'x',
      email: 'A@B.co',
      password: 'secret1',
      role: 'admin',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(parsed).toEqual({
      name: 'x',
      email: 'a@b.co',
      password: 'secret1',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });

  it('needs consent to the current notice to register (decision 152), but the form has no such field', () => {
    const missing = registerSchema.safeParse({ name: 'x', email: 'a@b.co', password: 'secret1' });
    expect(missing.error?.issues[0]?.message).toBe(PRIVACY_MESSAGES.consentRequired);
    const stale = registerSchema.safeParse({
      name: 'x',
      email: 'a@b.co',
      password: 'secret1',
      privacyNoticeVersion: 'old',
    });
    expect(stale.error?.issues[0]?.message).toBe(PRIVACY_MESSAGES.staleNotice);
    const form = { name: 'x', email: 'x@example.com', password: 'secret1', confirmPassword: 'secret1' };
    expect(registerFormSchema.safeParse({ ...form, acceptTerms: true, acceptPrivacy: true }).success).toBe(true);
  });

  const registerForm = { name: 'x', email: 'x@example.com', acceptTerms: true, acceptPrivacy: true };
  it.each([
    [{ password: 'secret1', confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ password: '123', confirmPassword: '123' }, 'Password must be at least 6 characters long'],
  ])('gives the product message for the register form with %o', (passwords, message) => {
    const result = registerFormSchema.safeParse({ ...registerForm, ...passwords });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('shipping address', () => {
  it('knows all 36 states and union territories', () => {
    expect(INDIAN_STATES).toHaveLength(36);
  });

  it('accepts a valid address and normalises +91 phone numbers', () => {
    expect(shippingAddressSchema.parse({ ...validShippingAddress, phone: '+91 98765-43210' }).phone).toBe('9876543210');
  });

  it.each([
    [{ pincode: '012345' }, 'PIN code must be 6 digits and cannot start with 0'],
    [{ pincode: '56001' }, 'PIN code must be 6 digits and cannot start with 0'],
    [{ phone: '5876543210' }, 'Enter a valid 10-digit Indian mobile number'],
    [{ state: 'Bavaria' }, 'Choose a state or union territory of India'],
    [{ street: '   ' }, 'Please fill in all required fields'],
  ])('rejects %o', (patch, message) => {
    const result = shippingAddressSchema.safeParse({ ...validShippingAddress, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
