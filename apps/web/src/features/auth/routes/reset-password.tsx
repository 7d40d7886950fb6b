import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** Reset password (/reset-password?token=...): the link from the email. */
export function ResetPasswordRoute() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AuthCard
      title="Reset your password"
      subtitle={token ? 'Choose a new password for your account.' : undefined}
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 hover:text-brand-800">
          Back to login
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-slate-700">
            This page needs the link from your password reset email. Links work once and expire after one hour.
          </p>
          <Link to={paths.forgotPassword} className={buttonClasses('primary', 'md', 'w-full')}>
            Request a new link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
