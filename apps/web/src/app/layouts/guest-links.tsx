import { Link } from '../../lib/link';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/i18n';

/** Login and Sign Up for a visitor who is not signed in. */
export function GuestLinks({ loginVariant }: { loginVariant: 'ghost' | 'outline' }) {
  const { t } = useT();
  return (
    <>
      <Link to={paths.login} className={buttonClasses(loginVariant, 'md')}>
        {t('nav.login')}
      </Link>
      <Link to={paths.register} className={buttonClasses('primary', 'md')}>
        {t('nav.signUp')}
      </Link>
    </>
  );
}
