import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useT } from '../../../lib/i18n/i18n';

/** Reset password (/reset-password?token=...): the link from the email. */
export function ResetPasswordRoute() {
  const { t } = useT();
  useDocumentTitle(t('reset.documentTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={token ? t('reset.subtitle') : undefined}
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 hover:text-brand-800">
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-slate-700">
            {t('reset.needsLink')}
          </p>
          <Link to={paths.forgotPassword} className={buttonClasses('primary', 'md', 'w-full')}>
            {t('reset.newLink')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
