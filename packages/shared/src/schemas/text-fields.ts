import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { FIELD_MAX, MESSAGES, tooLong } from '../messages';

/*
 * Text fields the input schemas share: trimmed text that must be given, trimmed text that may be left out, a name,
 * an email address, a password. One builder each, so the order of the checks (type, trim, shortest, longest) and
 * which message each failure gives read the same on every form and on the server.
 */

interface RequiredTextOptions {
  /** Fewest characters after trimming; 1 unless given. */
  min?: number;
  /** Said when the text is shorter than `min` (empty included); else the `required` message. */
  tooShort?: string;
  /** Said when the text is longer than `max`; else the `required` message. */
  tooLong?: string;
}

/** Text that must be given: trimmed, `min` to `max` characters; one human message unless told which. */
export const requiredText = (
  required: string,
  max: number,
  { min = 1, tooShort = required, tooLong = required }: RequiredTextOptions = {},
) => z.string({ error: required }).trim().min(min, tooShort).max(max, tooLong);

/** Text that may be left out: trimmed, at most `max` characters (`tooLong`, else zod's own message). */
export const optionalText = (max: number, tooLong?: string) => z.string().trim().max(max, tooLong).optional();

/** Admin text that may stay empty (settings, declarations): trimmed, '' when left out, "At most 60 characters". */
export const blankableText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');

/** Text that may be left out or blank (read as not given); when given, it must match `pattern`. */
export const optionalMatch = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || pattern.test(v), message)
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .nullable();

/** A person's name (register, contact, grievance): required, at most 100 characters. */
export const personNameSchema = requiredText(MESSAGES.nameRequired, FIELD_MAX.name, {
  tooLong: tooLong('Name', FIELD_MAX.name),
});

/** An email address as every form takes it: trimmed, at most 254 characters, stored in lower case. */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(FIELD_MAX.email, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((v) => v.toLowerCase());

/** A password as typed: never trimmed (a space is part of it), `min` to 200 characters. */
export const passwordText = (
  required: string,
  { min = 1, tooShort = required }: Omit<RequiredTextOptions, 'tooLong'> = {},
) => z.string({ error: required }).min(min, tooShort).max(FIELD_MAX.password, tooLong('Password', FIELD_MAX.password));

/** A password being chosen (register, reset, change): at least 6 characters. */
export const newPasswordSchema = passwordText(MESSAGES.passwordRequired, {
  min: MIN_PASSWORD_LENGTH,
  tooShort: MESSAGES.passwordTooShort,
});
