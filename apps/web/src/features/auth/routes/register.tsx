import { Link } from '../../../lib/link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useShop } from '../../../lib/shop/get-shop';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  useDocumentTitle('Sign Up');
  const shopName = useShop()?.shopName;
  return (
    <AuthCard
      title="Create your account"
      subtitle={`Join ${shopName || 'us'} to check out faster and track your orders.`}
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-brand-700 hover:text-brand-800">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
