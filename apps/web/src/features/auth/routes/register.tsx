import { Link } from '../../../lib/link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useShop } from '../../../lib/shop/get-shop';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useT } from '../../../lib/i18n/i18n';

export function RegisterRoute() {
  const { t } = useT();
  useDocumentTitle(t('register.documentTitle'));
  const shopName = useShop()?.shopName;
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={shopName ? t('register.subtitle', { shop: shopName }) : t('register.subtitleNoName')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={paths.login} className="font-medium text-brand-700 hover:text-brand-800">
            {t('register.signIn')}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
