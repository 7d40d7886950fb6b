import { MESSAGES } from '@shop/shared/messages';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { registerFormSchema } from '@shop/shared/schemas/auth';
import { Link } from '../../../lib/link';
import {
  EmailField,
  NameField,
  NewPasswordFields,
  useNewPasswordForm,
  WideSubmitButton,
} from '../../../components/forms';
import { FormAlert } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useRegister } from '../../../lib/auth';
import { ConsentCheckbox } from './consent-checkbox';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';

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

/** On success the session starts and the /register guard takes the new user to the home page. */
export function RegisterForm() {
  const { t } = useT();
  const registration = useRegister();
  const form = useNewPasswordForm(registerFormSchema, EMPTY, 'password');

  const onSubmit = form.submit((data) =>
    registration.mutate({
      name: data.name,
      email: data.email,
      password: data.password,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('register.form')}>
      <FormAlert>
        {registration.isError ? getErrorMessage(registration.error, MESSAGES.registrationFailed) : null}
      </FormAlert>
      <NameField label={t('register.name')} required {...form.field('name')} />
      <EmailField label={t('register.email')} required {...form.field('email')} />
      <NewPasswordFields
        form={form}
        labels={{ password: t('register.password'), confirm: t('register.confirm'), hint: t('register.passwordHint') }}
      />
      <ConsentCheckbox id="register-terms" name="acceptTerms" form={form}>
        {richText(
          t('register.terms'),
          <Link to={paths.terms} className="font-medium text-brand-700 underline" target="_blank" />,
        )}
      </ConsentCheckbox>
      <ConsentCheckbox
        id="register-privacy"
        name="acceptPrivacy"
        form={form}
        hint={t('register.privacyHint', { version: PRIVACY_NOTICE_VERSION })}
      >
        {richText(
          t('register.privacy'),
          <Link to={paths.privacy} className="font-medium text-brand-700 underline" target="_blank" />,
        )}
      </ConsentCheckbox>
      <WideSubmitButton isPending={registration.isPending} pendingLabel={t('register.pending')}>
        {t('register.submit')}
      </WideSubmitButton>
    </form>
  );
}
