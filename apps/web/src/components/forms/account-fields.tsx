import { FIELD_MAX, MESSAGES } from '@shop/shared/messages';
import type { ComponentProps, FormEvent } from 'react';
import { type CheckedValues, checkValues, type FormSchema } from '../../lib/form-errors';
import { TextField } from '../ui/input';
import { useFormValues } from './use-form-values';

type TextFieldProps = ComponentProps<typeof TextField>;
/** A TextField whose label, name and limits are preset; any of them can still be given. */
type PresetFieldProps = Omit<TextFieldProps, 'label'> & Partial<Pick<TextFieldProps, 'label'>>;

/** The person's full name, as on an account, an order or an address. */
export function NameField(props: PresetFieldProps) {
  return <TextField label="Full name" name="name" autoComplete="name" maxLength={FIELD_MAX.name} {...props} />;
}

export function EmailField(props: PresetFieldProps) {
  return (
    <TextField
      label="Email address"
      name="email"
      type="email"
      autoComplete="email"
      maxLength={FIELD_MAX.email}
      inputMode="email"
      {...props}
    />
  );
}

/** An Indian mobile number (the courier calls it). */
export function PhoneField(props: PresetFieldProps) {
  return (
    <TextField
      label="Phone"
      name="phone"
      type="tel"
      autoComplete="tel"
      maxLength={FIELD_MAX.phone}
      inputMode="tel"
      placeholder="10-digit mobile number"
      {...props}
    />
  );
}

/** A password the browser checks is filled in; `autoComplete` says whether it is the current or a new one. */
export function PasswordField(props: PresetFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField label="Password" name="password" type="password" maxLength={FIELD_MAX.password} required {...props} />
  );
}

const NEW_PASSWORD_LABELS = { password: 'New password', confirm: 'Confirm new password' };

/** What NewPasswordFields needs of its form (useNewPasswordForm gives it). */
interface NewPasswordBinding<Name extends string> {
  passwordKey: Name;
  field: (key: Name | 'confirmPassword') => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    error?: string;
  };
}

/** A new password's field (`form.passwordKey`, with the length hint) and its confirmation (`confirmPassword`). */
export function NewPasswordFields<Name extends string>({
  form,
  labels = NEW_PASSWORD_LABELS,
}: {
  form: NewPasswordBinding<Name>;
  /** The page's words for the two fields and the length hint (the English ones by default). */
  labels?: { password: string; confirm: string; hint?: string };
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        hint={labels.hint ?? 'At least 6 characters'}
        {...form.field(form.passwordKey)}
      />
      <PasswordField label={labels.confirm} autoComplete="new-password" {...form.field('confirmPassword')} />
    </>
  );
}

/**
 * A form with a new password and its confirmation, checked against its schema. zod runs the schema's
 * "passwords match" refinement only once every field is valid; a mismatch is reported together with the
 * other messages instead of one submit later.
 */
function validateNewPassword<V extends { confirmPassword: string }, T>(
  schema: FormSchema<V, T>,
  values: V,
  passwordKey: keyof V & string,
): CheckedValues<T> {
  const checked = checkValues(schema, values);
  const { data, errors } = checked;
  const isMismatch = values.confirmPassword !== values[passwordKey];
  if (data === null && isMismatch && !errors.confirmPassword && !errors[passwordKey]) {
    errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  }
  return checked;
}

/**
 * A form with a new password and its confirmation (register, reset and change password): its values and
 * messages (useFormValues), and `submit(onValid)`, the form's onSubmit, which checks the values with
 * validateNewPassword and hands the parsed data to `onValid` when they pass.
 */
export function useNewPasswordForm<V extends { confirmPassword: string }, T, Key extends keyof V & string>(
  schema: FormSchema<V, T>,
  initial: V,
  passwordKey: Key,
) {
  const form = useFormValues(initial);
  const submit = (onValid: (data: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors } = validateNewPassword(schema, form.values, passwordKey);
    form.setErrors(errors);
    if (data !== null) onValid(data);
  };
  return { ...form, passwordKey, submit };
}
