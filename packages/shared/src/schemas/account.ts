import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { FIELD_MAX, MESSAGES, tooLong } from '../messages';

/** Password recovery and change: one set of rules for the forms and the server (docs/product.md#validation). */
export const ACCOUNT_MESSAGES = {
  resetRequested:
    'If an account exists for that email, we have sent a link to reset your password. It is valid for one hour.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetFailed: 'Failed to reset password',
  resetRequestFailed: 'Failed to send the reset link. Please try again.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Failed to change password',
} as const;

/** How long an emailed reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const newPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(FIELD_MAX.password, tooLong('Password', FIELD_MAX.password));

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(FIELD_MAX.email, MESSAGES.invalidEmail)
    .pipe(z.email(MESSAGES.invalidEmail))
    .transform((v) => v.toLowerCase()),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
    .trim()
    .min(1, ACCOUNT_MESSAGES.resetLinkInvalid)
    .max(200, ACCOUNT_MESSAGES.resetLinkInvalid),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form adds a confirmation the server does not need. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(FIELD_MAX.password, tooLong('Password', FIELD_MAX.password)),
    newPassword: newPasswordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: ACCOUNT_MESSAGES.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: ACCOUNT_MESSAGES.samePassword,
    path: ['newPassword'],
  });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
