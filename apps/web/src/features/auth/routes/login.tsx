import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { REDIRECT_PARAM } from '../../../lib/redirect';

export function LoginRoute() {
  useDocumentTitle('Login');
  const [searchParams] = useSearchParams();
  const cameFromPage = searchParams.has(REDIRECT_PARAM);
  return (
    <AuthCard
      title="Welcome back"
      subtitle={cameFromPage ? 'Please sign in to continue.' : 'Sign in to your account to continue shopping.'}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.register} className="font-medium text-brand-700 hover:text-brand-800">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
