import { FIELD_MAX, MESSAGES } from '@shop/shared/messages';
import { ACCOUNT_MESSAGES, changePasswordFormSchema } from '@shop/shared/schemas/account';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { toFieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

function validate(values: Values) {
  const parsed = changePasswordFormSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors = toFieldErrors(parsed.error);
  if (!errors.confirmPassword && !errors.newPassword && values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  }
  return { data: null, errors };
}

/** Profile > Security: change the password with the current one; other devices are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    change.reset();
    setIsOpen(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) return;
    change.mutate(
      { currentPassword: data.currentPassword, newPassword: data.newPassword },
      {
        onSuccess: () => {
          toast.success(ACCOUNT_MESSAGES.passwordChanged);
          close();
        },
      },
    );
  };

  return (
    <section aria-labelledby="profile-security" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="profile-security" className="text-lg font-semibold text-slate-900">
            Password
          </h2>
          <p className="mt-1 text-sm text-slate-600">Changing your password signs you out on every other device.</p>
        </div>
        {!isOpen && (
          <Button variant="outline" onClick={() => setIsOpen(true)}>
            <KeyRound className="h-4 w-4" aria-hidden="true" />
            Change Password
          </Button>
        )}
      </div>
      {isOpen && (
        <form onSubmit={onSubmit} noValidate aria-label="Change password" className="mt-4 grid max-w-md gap-4">
          <FormAlert>
            {change.isError ? getErrorMessage(change.error, ACCOUNT_MESSAGES.passwordChangeFailed) : null}
          </FormAlert>
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={FIELD_MAX.password}
            required
            value={values.currentPassword}
            onChange={update('currentPassword')}
            error={errors.currentPassword}
          />
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            maxLength={FIELD_MAX.password}
            required
            hint="At least 6 characters"
            value={values.newPassword}
            onChange={update('newPassword')}
            error={errors.newPassword}
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
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" isLoading={change.isPending}>
              {change.isPending ? 'Saving...' : 'Update Password'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
