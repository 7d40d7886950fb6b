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
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create account">
      <FormAlert>
        {registration.isError ? getErrorMessage(registration.error, MESSAGES.registrationFailed) : null}
      </FormAlert>
      <NameField required {...form.field('name')} />
      <EmailField required {...form.field('email')} />
      <NewPasswordFields form={form} labels={{ password: 'Password', confirm: 'Confirm password' }} />
      <ConsentCheckbox id="register-terms" name="acceptTerms" form={form}>
        I agree to the{' '}
        <Link to={paths.terms} className="font-medium text-brand-700 underline" target="_blank">
          Terms of Service
        </Link>
      </ConsentCheckbox>
      <ConsentCheckbox
        id="register-privacy"
        name="acceptPrivacy"
        form={form}
        hint={
          <>
            Notice version {PRIVACY_NOTICE_VERSION}. You can download your data or delete your account from your profile
            at any time.
          </>
        }
      >
        I have read the{' '}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline" target="_blank">
          privacy notice
        </Link>{' '}
        and consent to my name and email being used to run my account and, with the details I give at checkout, to
        deliver my orders
      </ConsentCheckbox>
      <WideSubmitButton isPending={registration.isPending} pendingLabel="Creating account...">
        Create Account
      </WideSubmitButton>
    </form>
  );
}
