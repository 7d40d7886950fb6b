import { Link } from '../../../lib/link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/**
 * Forgot password (/forgot-password): emails a reset link valid for one hour
 * (docs/decisions/020-accounts-and-sessions.md).
 */
export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password');
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address you signed up with and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 hover:text-brand-800">
          Back to login
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
