import { ACCOUNT_MESSAGES, forgotPasswordSchema } from '@shop/shared/schemas/account';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EmailField, WideSubmitButton } from '../../../components/forms';
import { FormAlert } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-client';
import { toFieldErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';

/** Asks for the address; afterwards shows the server's answer, which never says whether the account exists. */
export function ForgotPasswordForm() {
  const { t } = useT();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    request.mutate(parsed.data);
  };

  if (request.isSuccess) {
    return (
      <div role="status" className="space-y-4">
        <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>{request.data.message}</p>
        </div>
        <p className="text-sm text-slate-600">
          {richText(
            t('forgot.noMail'),
            <button
              type="button"
              className="font-medium text-brand-700 underline hover:text-brand-800"
              onClick={() => request.reset()}
            />,
          )}
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('forgot.form')}>
      <FormAlert>
        {request.isError ? getErrorMessage(request.error, ACCOUNT_MESSAGES.resetRequestFailed) : null}
      </FormAlert>
      <EmailField
        label={t('forgot.email')}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <WideSubmitButton isPending={request.isPending} pendingLabel={t('forgot.pending')}>
        {t('forgot.submit')}
      </WideSubmitButton>
    </form>
  );
}
