import { useBrowserWords } from '../../../lib/i18n/browser-words';
import type { User } from '@shop/shared/schemas/auth';
import { PHONE_CODE_MESSAGES } from '@shop/shared/schemas/phone-codes';
import type { FormEvent } from 'react';
import { TitledSection } from '../../../components/forms';
import { useVerifyPhoneSteps } from '../../../components/phone-verification/use-verify-phone-steps';
import { VerifyPhoneFields } from '../../../components/phone-verification/verify-phone-fields';
import { useT } from '../../../lib/i18n/i18n';

/**
 * "Verify phone" on the profile (decision 240): a 6-digit code by SMS (or WhatsApp) to the number; the verified
 * number signs in by code and meets the shop's "verified phone for cash on delivery" rule. A lazy chunk; the steps
 * and fields are shared with the checkout (components/phone-verification).
 */
export function VerifyPhonePanel({ user }: { user: User }) {
  const steps = useVerifyPhoneSteps(user.phone);
  const { verify, isCodeSent } = steps;
  const { t } = useT();
  const { word } = useBrowserWords();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    steps.next();
  };

  return (
    <TitledSection
      id="verify-phone"
      title={t('profile.phone.title')}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
    >
      {user.phoneVerified && !isCodeSent ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {verify.isSuccess ? word(PHONE_CODE_MESSAGES.verified) : t('profile.phone.verified', { phone: user.phone })}{' '}
          {t('profile.phone.signInByCode')}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {t('profile.phone.why')}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-4 max-w-md space-y-4" aria-label={t('profile.phone.title')}>
        <VerifyPhoneFields
          steps={steps}
          submitType="submit"
          sendLabel={user.phoneVerified && steps.phone === user.phone ? t('profile.phone.again') : t('profile.phone.send')}
          words={{
            phone: t('profile.phone'),
            phonePlaceholder: t('profile.phonePlaceholder'),
            channel: t('profile.phone.channel'),
            sms: t('profile.phone.sms'),
            code: t('profile.phone.code'),
            verify: t('profile.phone.verify'),
            newCode: t('profile.phone.newCode'),
            anotherNumber: t('profile.phone.anotherNumber'),
          }}
        />
      </form>
    </TitledSection>
  );
}
