import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailSchema, newPasswordSchema, passwordText, requiredText } from './text-fields';

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

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: requiredText(ACCOUNT_MESSAGES.resetLinkInvalid, 200),
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
    currentPassword: passwordText(ACCOUNT_MESSAGES.currentPasswordRequired),
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

/** An answer that only says what happened; answers that say more extend it. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
