import { z } from 'zod';
import { phoneSchema } from './address';

/*
 * Verified phone numbers and sign-in by code (issue 37, docs/decisions/240-verified-phone-numbers.md): a 6-digit
 * code by SMS or WhatsApp, valid 10 minutes, used once, at most PHONE_CODE_MAX_ATTEMPTS guesses.
 */
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Codes one phone number may be sent per hour (past it the shop sends nothing). */
export const PHONE_CODES_PER_PHONE_PER_HOUR = 3;

export const PHONE_CODE_CHANNELS = ['sms', 'whatsapp'] as const;
export type PhoneCodeChannel = (typeof PHONE_CODE_CHANNELS)[number];

export const PHONE_CODE_MESSAGES = {
  /** An ICU template: `channel` is "SMS" or "WhatsApp" (docs/decisions/203). */
  sent: 'We have sent a 6-digit code by {channel}. It is valid for 10 minutes.',
  signInSent:
    'If an account has this verified phone number, we have sent it a 6-digit code by SMS. It is valid for 10 minutes.',
  wrongCode: 'This code is wrong or has expired. Check the latest message, or ask for a new code.',
  tooManyCodes: 'Too many codes were sent to this number. Please try again in an hour.',
  verified: 'Thank you: your phone number is verified.',
  noPhone: 'Save your phone number in your profile first.',
  whatsappUnavailable: 'Codes by WhatsApp are not available in this shop. Please choose SMS.',
  sendFailed: 'We could not send the code just now. Please try again in a minute.',
  enterCode: 'Enter the 6-digit code',
} as const;

const codeField = z
  .string({ error: PHONE_CODE_MESSAGES.wrongCode })
  .trim()
  .regex(/^\d{6}$/, PHONE_CODE_MESSAGES.enterCode);

export const requestPhoneCodeSchema = z.object({
  phone: phoneSchema,
  channel: z.enum(PHONE_CODE_CHANNELS).default('sms'),
});

export const verifyPhoneCodeSchema = z.object({ phone: phoneSchema, code: codeField });
export type VerifyPhoneCodeInput = z.infer<typeof verifyPhoneCodeSchema>;

export const signInCodeRequestSchema = z.object({ phone: phoneSchema });
export const signInCodeSchema = z.object({ phone: phoneSchema, code: codeField });
export type SignInCodeInput = z.infer<typeof signInCodeSchema>;
