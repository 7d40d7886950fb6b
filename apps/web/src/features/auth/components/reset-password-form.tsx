import { FIELD_MAX, MESSAGES } from '@shop/shared/messages';
import { ACCOUNT_MESSAGES, resetPasswordFormSchema } from '@shop/shared/schemas/account';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { toFieldErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';

interface Values {
  password: string;
  confirmPassword: string;
}

function validate(values: Values) {
  const parsed = resetPasswordFormSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors = toFieldErrors(parsed.error);
  // The "match" refinement runs only once the fields pass; report a mismatch together with the rest.
  if (!errors.confirmPassword && !errors.password && values.confirmPassword !== values.password) {
    errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  }
  return { data: null, errors };
}

/** New password for the emailed token; on success the user signs in with it on /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) return;
    reset.mutate(
      { token, password: data.password },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          void navigate(paths.login, { replace: true });
        },
      },
    );
  };

  const failure = reset.isError ? getErrorMessage(reset.error, ACCOUNT_MESSAGES.resetFailed) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
      <FormAlert>
        {failure && (
          <>
            {failure}{' '}
            {failure === ACCOUNT_MESSAGES.resetLinkInvalid && (
              <Link to={paths.forgotPassword} className="font-medium underline">
                Request a new link
              </Link>
            )}
          </>
        )}
      </FormAlert>
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={FIELD_MAX.password}
        required
        hint="At least 6 characters"
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        maxLength={FIELD_MAX.password}
        required
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Reset Password'}
      </Button>
    </form>
  );
}
