import { FIELD_MAX, MESSAGES } from '@shop/shared/messages';
import type { ComponentProps } from 'react';
import { type CheckedValues, checkValues, type FormSchema } from '../../lib/form-errors';
import { TextField } from '../ui/input';

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

/**
 * A new password (`name`, with the length hint) and its confirmation (`confirmPassword`): register, reset
 * and change password.
 */
export function NewPasswordFields<Name extends string>({
  name,
  labels,
  values,
  errors,
  onChange,
}: {
  name: Name;
  labels: { password: string; confirm: string };
  values: Record<Name | 'confirmPassword', string>;
  errors: Partial<Record<string, string>>;
  onChange: (field: Name | 'confirmPassword') => (event: { target: { value: string } }) => void;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name={name}
        autoComplete="new-password"
        hint="At least 6 characters"
        value={values[name]}
        onChange={onChange(name)}
        error={errors[name]}
      />
      <PasswordField
        label={labels.confirm}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={onChange('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}

/**
 * A form with a new password and its confirmation, checked against its schema. zod runs the schema's
 * "passwords match" refinement only once every field is valid; a mismatch is reported together with the
 * other messages instead of one submit later.
 */
export function validateNewPassword<V extends { confirmPassword: string }, T>(
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
