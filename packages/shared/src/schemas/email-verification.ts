import { z } from 'zod';
import { requiredText } from './text-fields';

/**
 * Email verification (docs/decisions/150-email-verification.md): a new account confirms its address with an
 * emailed single-use link; until then nothing the shop holds under that address is linked to the account.
 */
export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Thank you: your email address is verified.',
  alreadyVerified: 'Your email address is already verified.',
  linkInvalid: 'This verification link is invalid or has expired. Sign in and ask for a new one from your profile.',
  resent: 'We have sent a new verification link. It is valid for 48 hours; check your spam folder too.',
  resendFailed: 'Could not send a new link. Please try again in a few minutes.',
  unverified:
    'Please verify your email address: open the link we sent you. Until then, messages you sent us from this address are not shown here.',
  checkoutNeedsVerifiedEmail:
    'Please verify your email address before placing an order: open the link we sent you, or ask for a new one on your profile page.',
} as const;

/** How long an emailed verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60_000;

/** New links one account may ask for in an hour (the answer is the same past the cap, no mail is sent). */
export const VERIFICATION_MAILS_PER_HOUR = 3;

export const verifyEmailSchema = z.object({
  token: requiredText(EMAIL_VERIFICATION_MESSAGES.linkInvalid, 200),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
