import { EMAIL_VERIFICATION_MESSAGES } from '@shop/shared/schemas/email-verification';
import type { User } from '@shop/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useResendVerification } from '../../../lib/email-verification';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';

/**
 * Shown on the profile until the address is verified (docs/decisions/150-email-verification.md): why it
 * matters, and a button for a new link.
 */
export function VerifyEmailBanner({ user }: { user: User }) {
  const resend = useResendVerification();
  const { t } = useT();
  if (user.emailVerified) return null;
  return (
    <section
      aria-labelledby="verify-email-heading"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <h2 id="verify-email-heading" className="font-semibold">
        {t('profile.verifyEmail.title')}
      </h2>
      <p className="mt-1">
        {richText(t('profile.verifyEmail.sent', { email: user.email }), <strong />)}{' '}
        {t('profile.verifyEmail.why')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? t('profile.verifyEmail.sending') : t('profile.verifyEmail.resend')}
        </Button>
        <span role="status">
          {resend.isSuccess && resend.data.message}
          {resend.isError && getErrorMessage(resend.error, EMAIL_VERIFICATION_MESSAGES.resendFailed)}
        </span>
      </div>
    </section>
  );
}
