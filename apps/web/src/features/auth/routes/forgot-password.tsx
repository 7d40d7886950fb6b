import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard } from '../components/auth-card';

/** Forgot password. The emailed one-hour reset link (DECISIONS.md) comes with its own issue. */
export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password');
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Password reset by email is on its way."
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 hover:text-brand-800">
          Back to login
        </Link>
      }
    >
      <p className="text-sm text-slate-700">
        Until then, write to{' '}
        <a href={`mailto:${SITE.email}`} className="font-medium text-brand-700 underline">
          {SITE.email}
        </a>{' '}
        from the address you signed up with and we will help you get back into your account.
      </p>
      <Link to={paths.contact} className={buttonClasses('outline', 'md', 'mt-6 w-full')}>
        Contact Support
      </Link>
    </AuthCard>
  );
}
