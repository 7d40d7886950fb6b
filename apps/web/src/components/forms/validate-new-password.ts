import { MESSAGES } from '@shop/shared/messages';
import { toFieldErrors } from '../../lib/form-errors';

type Issues = Parameters<typeof toFieldErrors>[0];
type SafeParse<T> = { success: true; data: T } | { success: false; error: Issues };

/**
 * A form with a new password and its confirmation, checked against its schema. zod runs the schema's
 * "passwords match" refinement only once every field is valid; a mismatch is reported together with the
 * other messages instead of one submit later.
 */
export function validateNewPassword<V extends { confirmPassword: string }, T>(
  schema: { safeParse: (values: V) => SafeParse<T> },
  values: V,
  passwordKey: keyof V & string,
): { data: T; errors: Record<string, string> } | { data: null; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors = toFieldErrors(parsed.error);
  if (!errors.confirmPassword && !errors[passwordKey] && values.confirmPassword !== values[passwordKey]) {
    errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  }
  return { data: null, errors };
}
