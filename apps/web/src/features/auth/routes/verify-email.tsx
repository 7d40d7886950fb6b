import { EMAIL_VERIFICATION_MESSAGES } from '@shop/shared/schemas/email-verification';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { AuthCard } from '../components/auth-card';
import { useVerifyEmail } from '../../../lib/email-verification';
import { useT } from '../../../lib/i18n/i18n';

/** Verify email (/verify-email?token=...): the link from the verification mail, opened once on arrival. */
export function VerifyEmailRoute() {
  const { t } = useT();
  useDocumentTitle(t('verifyEmail.documentTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verification = useVerifyEmail();
  const hasStarted = useRef(false);

  useEffect(() => {
    // Once per page: React's development double effect must not spend the single-use link twice.
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    verification.mutate({ token });
  }, [token, verification]);

  const failure = !token
    ? EMAIL_VERIFICATION_MESSAGES.linkInvalid
    : verification.isError
      ? getErrorMessage(verification.error, EMAIL_VERIFICATION_MESSAGES.linkInvalid)
      : null;

  return (
    <AuthCard title={t('verifyEmail.title')}>
      <div className="space-y-4" aria-live="polite">
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : verification.isSuccess ? (
          <p role="status" className="text-sm text-emerald-800">
            {verification.data.message}
          </p>
        ) : (
          <p className="text-sm text-slate-700">{t('verifyEmail.checking')}</p>
        )}
        {(failure || verification.isSuccess) && (
          <Link to={paths.profile} className={buttonClasses('primary', 'md', 'w-full')}>
            {t('verifyEmail.toProfile')}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
