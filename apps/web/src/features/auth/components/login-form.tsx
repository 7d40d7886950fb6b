import { MESSAGES } from '@shop/shared/messages';
import { loginSchema } from '@shop/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { Link } from '../../../lib/link';
import { EmailField, PasswordField, WideSubmitButton } from '../../../components/forms';
import { FormAlert } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useLogin } from '../../../lib/auth';
import { toFieldErrors } from '../../../lib/form-errors';
import { DemoAccounts } from './demo-accounts';
import { useShop } from '../../../lib/shop/get-shop';
import { useT } from '../../../lib/i18n/i18n';

/** On success the session changes and the /login guard sends the user back where they came from. */
export function LoginForm() {
  const login = useLogin();
  const shop = useShop();
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  };

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('login.form')}>
        <FormAlert>{login.isError ? getErrorMessage(login.error, MESSAGES.loginFailed) : null}</FormAlert>
        <EmailField required value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <div>
          <PasswordField
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <div className="mt-2 text-right">
            <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 hover:text-brand-800">
              {t('login.forgot')}
            </Link>
          </div>
        </div>
        <WideSubmitButton isPending={login.isPending} pendingLabel={t('login.pending')}>
          {t('login.submit')}
        </WideSubmitButton>
      </form>
      {/* Demo accounts exist, and are shown, only in the demo shop. */}
      {shop?.mode === 'demo' && (
        <DemoAccounts
          onUse={(account) => {
            setEmail(account.email);
            setPassword(account.password);
            setErrors({});
          }}
        />
      )}
    </div>
  );
}
