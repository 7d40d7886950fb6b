import { useBrowserWords } from '../../../lib/i18n/browser-words';
import { ACCOUNT_MESSAGES, changePasswordFormSchema } from '@shop/shared/schemas/account';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { NewPasswordFields, PasswordField, SaveCancelButtons, useNewPasswordForm } from '../../../components/forms';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useT } from '../../../lib/i18n/i18n';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Profile > Security: change the password with the current one; other devices are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useT();
  const form = useNewPasswordForm(changePasswordFormSchema, EMPTY, 'newPassword');
  const { word } = useBrowserWords();

  const close = () => {
    form.reset();
    change.reset();
    setIsOpen(false);
  };

  const onSubmit = form.submit((data) =>
    change.mutate(
      { currentPassword: data.currentPassword, newPassword: data.newPassword },
      {
        onSuccess: () => {
          toast.success(word(ACCOUNT_MESSAGES.passwordChanged));
          close();
        },
      },
    ),
  );

  return (
    <section aria-labelledby="profile-security" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="profile-security" className="text-lg font-semibold text-slate-900">
            {t('profile.password.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('profile.password.text')}</p>
        </div>
        {!isOpen && (
          <Button variant="outline" onClick={() => setIsOpen(true)}>
            <KeyRound className="h-4 w-4" aria-hidden="true" />
            {t('profile.password.change')}
          </Button>
        )}
      </div>
      {isOpen && (
        <form onSubmit={onSubmit} noValidate aria-label={t('profile.password.form')} className="mt-4 grid max-w-md gap-4">
          <FormAlert>
            {change.isError ? getErrorMessage(change.error, ACCOUNT_MESSAGES.passwordChangeFailed) : null}
          </FormAlert>
          <PasswordField label={t('profile.password.current')} autoComplete="current-password" {...form.field('currentPassword')} />
          <NewPasswordFields
            form={form}
            labels={{
              password: t('profile.password.new'),
              confirm: t('profile.password.confirm'),
              hint: t('profile.password.hint'),
            }}
          />
          <SaveCancelButtons
            onCancel={close}
            isPending={change.isPending}
            saveLabel={t('profile.password.update')}
            cancelLabel={t('profile.cancel')}
            savingLabel={t('profile.saving')}
          />
        </form>
      )}
    </section>
  );
}
