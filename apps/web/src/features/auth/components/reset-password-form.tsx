import { useBrowserWords } from '../../../lib/i18n/browser-words';
import { isRefusal } from '../../../lib/message-key';
import { ACCOUNT_MESSAGES, resetPasswordFormSchema } from '@shop/shared/schemas/account';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { NewPasswordFields, useNewPasswordForm, WideSubmitButton } from '../../../components/forms';
import { FormAlert } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { useT } from '../../../lib/i18n/i18n';

/** New password for the emailed token; on success the user signs in with it on /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useT();
  const reset = useResetPassword();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useNewPasswordForm(resetPasswordFormSchema, { password: '', confirmPassword: '' }, 'password');

  const onSubmit = form.submit((data) =>
    reset.mutate(
      { token, password: data.password },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          void navigate(paths.login, { replace: true });
        },
      },
    ),
  );

  const { word } = useBrowserWords(reset.isError);
  const failure = reset.isError ? word(getErrorMessage(reset.error, ACCOUNT_MESSAGES.resetFailed)) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('reset.form')}>
      <FormAlert>
        {failure && (
          <>
            {failure}{' '}
            {isRefusal(reset.error, 'account.resetLinkInvalid') && (
              <Link to={paths.forgotPassword} className="font-medium underline">
                {t('reset.newLink')}
              </Link>
            )}
          </>
        )}
      </FormAlert>
      <NewPasswordFields
        form={form}
        labels={{ password: t('reset.password'), confirm: t('reset.confirm'), hint: t('register.passwordHint') }}
      />
      <WideSubmitButton isPending={reset.isPending} pendingLabel={t('reset.pending')}>
        {t('reset.submit')}
      </WideSubmitButton>
    </form>
  );
}
