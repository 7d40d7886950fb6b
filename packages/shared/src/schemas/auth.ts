import { z } from 'zod';
import { LOCALES } from '../locale';
import { FIELD_MAX, MESSAGES, tooLong } from '../messages';
import { phoneSchema, postalAddressSchema, profileAddressSchema } from './address';
import { PRIVACY_MESSAGES, requiredNoticeVersionSchema } from '../privacy';
import { emailSchema, newPasswordSchema, passwordText, personNameSchema } from './text-fields';

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordText(MESSAGES.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Any `role` a client sends is not part of the schema and so is dropped. */
export const registerSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /**
   * The privacy notice the form showed, recorded as the account's consent (docs/decisions/110). Required: an
   * account is personal data collected for a new purpose, so no consent, no account (decision 152).
   */
  privacyNoticeVersion: requiredNoticeVersionSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * The register form adds confirm + terms on top of what the server needs; the notice version is not a field
 * (the form sends the version it showed once the privacy tick is given).
 */
export const registerFormSchema = registerSchema
  .omit({ privacyNoticeVersion: true })
  .extend({
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, { error: MESSAGES.termsRequired }),
    /** Its own tick, apart from the terms: consent is given per purpose (docs/decisions/110-personal-data.md). */
    acceptPrivacy: z.literal(true, { error: PRIVACY_MESSAGES.consentRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.nameRequired).max(FIELD_MAX.name, tooLong('Name', FIELD_MAX.name)),
  phone: z
    .union([z.literal(''), phoneSchema])
    .optional()
    .default(''),
  address: profileAddressSchema.optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: postalAddressSchema,
  role: z.enum(USER_ROLES),
  /** Whether the address is verified by link (docs/decisions/150-email-verification.md). */
  emailVerified: z.boolean(),
  /** The language the shopper chose with the switcher (docs/decisions/249-shop-languages-lingui.md). */
  language: z.enum(LOCALES),
  /** Whether `phone` is the number the account proved by a one-time code (decision 240). */
  phoneVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** PUT /api/auth/language: the signed-in shopper's language. */
export const languageUpdateSchema = z.object({ language: z.enum(LOCALES) });

export const authResponseSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;
