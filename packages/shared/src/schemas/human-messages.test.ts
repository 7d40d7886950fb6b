import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FIELD_MAX, tooLong } from '../messages';
import { PRIVACY_NOTICE_VERSION } from '../privacy';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from './account';
import { loginSchema, profileUpdateSchema, registerFormSchema, registerSchema } from './auth';
import { contactSchema } from './contact';
import { grievanceSchema } from './grievance';
import { createOrderSchema } from './order';

/**
 * Every form a shopper fills in says what is wrong in words (issue 14): never a schema's own text such as
 * "Too big: expected string to have <=100 characters" or "Invalid input: expected string, received undefined".
 */
const RAW_ZOD = /too big|too small|expected|received|invalid input|<=|>=/i;
const long = (n: number) => 'a'.repeat(n + 1);
const longEmail = (n: number) => `${'a'.repeat(n)}@example.com`;

const address = {
  name: 'Rahul Sharma',
  phone: '9876543210',
  street: '221 Linking Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
};
const order = {
  items: [{ product: '7c2b4a3e-8a3f-4a8e-9d8f-1b2c3d4e5f60', quantity: 1 }],
  shippingAddress: address,
  paymentMethod: 'cod',
};
const contact = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'A message long enough.' };

const cases: [string, z.ZodType, unknown][] = [
  ['register: long name', registerSchema, { name: long(FIELD_MAX.name), email: 'a@b.in', password: 'secret1' }],
  ['register: long email', registerSchema, { name: 'A', email: longEmail(FIELD_MAX.email), password: 'secret1' }],
  ['register: long password', registerSchema, { name: 'A', email: 'a@b.in', password: long(FIELD_MAX.password) }],
  ['register: nothing at all', registerSchema, {}],
  [
    'register form: nothing ticked',
    registerFormSchema,
    { name: 'A', email: 'a@b.in', password: 'secret1', confirmPassword: 'secret1' },
  ],
  ['login: long password', loginSchema, { email: 'a@b.in', password: long(FIELD_MAX.password) }],
  ['login: not even text', loginSchema, { email: 42, password: null }],
  ['profile: long name', profileUpdateSchema, { name: long(FIELD_MAX.name) }],
  ['profile: long street', profileUpdateSchema, { name: 'A', address: { street: long(FIELD_MAX.street) } }],
  ['checkout: long name', createOrderSchema, { ...order, shippingAddress: { ...address, name: long(FIELD_MAX.name) } }],
  [
    'checkout: long street',
    createOrderSchema,
    { ...order, shippingAddress: { ...address, street: long(FIELD_MAX.street) } },
  ],
  ['checkout: long city', createOrderSchema, { ...order, shippingAddress: { ...address, city: long(FIELD_MAX.city) } }],
  [
    'checkout: long email',
    createOrderSchema,
    { ...order, shippingAddress: { ...address, email: longEmail(FIELD_MAX.email) } },
  ],
  ['checkout: long notes', createOrderSchema, { ...order, notes: long(FIELD_MAX.orderNotes) }],
  ['checkout: long GSTIN', createOrderSchema, { ...order, buyerGstin: long(FIELD_MAX.buyerGstin) }],
  ['checkout: long legal name', createOrderSchema, { ...order, buyerLegalName: long(FIELD_MAX.buyerLegalName) }],
  ['checkout: no address', createOrderSchema, { ...order, shippingAddress: {} }],
  ['contact: long name', contactSchema, { ...contact, name: long(FIELD_MAX.name) }],
  ['grievance: long subject', grievanceSchema, { ...contact, subject: long(200) }],
  ['forgot password: long email', forgotPasswordSchema, { email: longEmail(FIELD_MAX.email) }],
  ['reset password: long password', resetPasswordSchema, { token: 't', password: long(FIELD_MAX.password) }],
  [
    'change password: long current',
    changePasswordSchema,
    { currentPassword: long(FIELD_MAX.password), newPassword: 'secret12' },
  ],
];

describe('form messages are human', () => {
  it.each(cases)('%s', (_label, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) expect(issue.message).not.toMatch(RAW_ZOD);
  });

  it('names the field and its limit, the same text the inputs maxLength match', () => {
    const result = registerSchema.safeParse({ name: long(FIELD_MAX.name), email: 'a@b.in', password: 'secret1' });
    expect(result.error?.issues[0]?.message).toBe('Name must be at most 100 characters long');
    expect(tooLong('City', FIELD_MAX.city)).toBe('City must be at most 100 characters long');
  });

  it('takes text exactly at each limit', () => {
    expect(
      registerSchema.safeParse({
        name: 'a'.repeat(FIELD_MAX.name),
        email: 'a@b.in',
        password: 'secret1',
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      }).success,
    ).toBe(true);
    expect(
      createOrderSchema.safeParse({ ...order, shippingAddress: { ...address, street: 'a'.repeat(FIELD_MAX.street) } })
        .success,
    ).toBe(true);
  });
});
