import { Link } from '../../../lib/link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { useT } from '../../../lib/i18n/i18n';

/**
 * Forgot password (/forgot-password): emails a reset link valid for one hour
 * (docs/decisions/020-accounts-and-sessions.md).
 */
export function ForgotPasswordRoute() {
  const { t } = useT();
  useDocumentTitle(t('forgot.documentTitle'));
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 hover:text-brand-800">
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
