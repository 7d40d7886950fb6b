import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard } from '../components/auth-card';

/** Reset password (/reset-password?token=...). The form comes with the password-reset issue. */
export function ResetPasswordRoute() {
  useDocumentTitle('Reset Password');
  return (
    <AuthCard
      title="Reset your password"
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 hover:text-brand-800">
          Back to login
        </Link>
      }
    >
      <p className="text-sm text-slate-700">
        Choosing a new password from an emailed link will be possible here soon. If you need help now,{' '}
        <Link to={paths.forgotPassword} className="font-medium text-brand-700 underline">
          see the forgot password page
        </Link>
        .
      </p>
    </AuthCard>
  );
}
