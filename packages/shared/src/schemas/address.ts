import { z } from 'zod';
import { INDIAN_STATES, isIndianState } from '../indian-states';
import { FIELD_MAX, MESSAGES, tooLong } from '../messages';

const trimmed = (max: number, label: string) =>
  z.string({ error: MESSAGES.fillRequired }).trim().max(max, tooLong(label, max));

const PINCODE_RE = /^[1-9][0-9]{5}$/;
export const pincodeSchema = z
  .string({ error: MESSAGES.invalidPincode })
  .trim()
  .regex(PINCODE_RE, MESSAGES.invalidPincode);
/** 10-digit Indian mobile (6-9 first), with an optional +91 / 0 prefix that is stripped. */
export const phoneSchema = z
  .string({ error: MESSAGES.invalidPhone })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9][0-9]{9}$/, MESSAGES.invalidPhone));
export const stateSchema = z.enum(INDIAN_STATES, { error: MESSAGES.invalidState });

/** An address as the API shows it back (a profile, an order, "Download my data"): its four parts as stored. */
export const postalAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

/** A saved profile address: every part optional so a profile can be filled in gradually. */
export const profileAddressSchema = z.object({
  street: trimmed(FIELD_MAX.street, 'Address').optional().default(''),
  city: trimmed(FIELD_MAX.city, 'City').optional().default(''),
  state: z
    .string()
    .trim()
    .refine((v) => v === '' || isIndianState(v), MESSAGES.invalidState)
    .optional()
    .default(''),
  pincode: z
    .string()
    .trim()
    .refine((v) => v === '' || PINCODE_RE.test(v), MESSAGES.invalidPincode)
    .optional()
    .default(''),
});

export const shippingAddressSchema = z.object(
  {
    name: trimmed(FIELD_MAX.name, 'Name').min(1, MESSAGES.fillRequired),
    email: z
      .email(MESSAGES.invalidEmail)
      .trim()
      .max(FIELD_MAX.email, MESSAGES.invalidEmail)
      .optional()
      .or(z.literal('')),
    phone: phoneSchema,
    street: trimmed(FIELD_MAX.street, 'Address').min(1, MESSAGES.fillRequired),
    city: trimmed(FIELD_MAX.city, 'City').min(1, MESSAGES.fillRequired),
    state: stateSchema,
    pincode: pincodeSchema,
  },
  { error: MESSAGES.fillRequired },
);
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
