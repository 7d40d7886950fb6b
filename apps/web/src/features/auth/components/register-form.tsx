import { FIELD_MAX, MESSAGES } from '@shop/shared/messages';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { registerFormSchema } from '@shop/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FieldError, FormAlert, TextField } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useRegister } from '../../../lib/auth';
import { toFieldErrors } from '../../../lib/form-errors';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

const EMPTY: RegisterValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

function validate(values: RegisterValues) {
  const parsed = registerFormSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors = toFieldErrors(parsed.error);
  // zod runs the schema's "passwords match" refinement only once every field is valid; report a mismatch
  // together with the other messages instead of one submit later.
  if (!errors.confirmPassword && !errors.password && values.confirmPassword !== values.password) {
    errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  }
  return { data: null, errors };
}

/** On success the session starts and the /register guard takes the new user to the home page. */
export function RegisterForm() {
  const registration = useRegister();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) return;
    registration.mutate({
      name: data.name,
      email: data.email,
      password: data.password,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
  };

  const termsErrorId = 'register-terms-error';
  const privacyErrorId = 'register-privacy-error';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create account">
      <FormAlert>
        {registration.isError ? getErrorMessage(registration.error, MESSAGES.registrationFailed) : null}
      </FormAlert>
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        maxLength={FIELD_MAX.name}
        required
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={FIELD_MAX.email}
        inputMode="email"
        required
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={FIELD_MAX.password}
        required
        hint="At least 6 characters"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        maxLength={FIELD_MAX.password}
        required
        value={values.confirmPassword}
        onChange={(event) => update('confirmPassword', event.target.value)}
        error={errors.confirmPassword}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="register-terms"
            name="acceptTerms"
            type="checkbox"
            required
            checked={values.acceptTerms}
            onChange={(event) => update('acceptTerms', event.target.checked)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
          />
          <label htmlFor="register-terms" className="text-sm text-slate-700">
            I agree to the{' '}
            <Link to={paths.terms} className="font-medium text-brand-700 underline" target="_blank">
              Terms of Service
            </Link>
          </label>
        </div>
        <FieldError id={termsErrorId}>{errors.acceptTerms}</FieldError>
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="register-privacy"
            name="acceptPrivacy"
            type="checkbox"
            required
            checked={values.acceptPrivacy}
            onChange={(event) => update('acceptPrivacy', event.target.checked)}
            aria-invalid={errors.acceptPrivacy ? true : undefined}
            aria-describedby={errors.acceptPrivacy ? privacyErrorId : 'register-privacy-hint'}
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
          />
          <label htmlFor="register-privacy" className="text-sm text-slate-700">
            I have read the{' '}
            <Link to={paths.privacy} className="font-medium text-brand-700 underline" target="_blank">
              privacy notice
            </Link>{' '}
            and consent to my name and email being used to run my account
          </label>
        </div>
        <p id="register-privacy-hint" className="mt-1 pl-7 text-xs text-slate-500">
          Notice version {PRIVACY_NOTICE_VERSION}. You can download your data or delete your account from your profile
          at any time.
        </p>
        <FieldError id={privacyErrorId}>{errors.acceptPrivacy}</FieldError>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={registration.isPending}>
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
