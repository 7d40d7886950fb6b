import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { REDIRECT_PARAM } from '../../../lib/redirect';
import { useT } from '../../../lib/i18n/i18n';

// Sign-in by code is its own chunk, fetched when the shopper asks for it (decision 240).
const CodeSignInForm = lazy(() =>
  import('../components/code-sign-in-form').then((m) => ({ default: m.CodeSignInForm })),
);

export function LoginRoute() {
  const { t } = useT();
  useDocumentTitle(t('login.documentTitle'));
  const [searchParams] = useSearchParams();
  const cameFromPage = searchParams.has(REDIRECT_PARAM);
  const [isByCode, setIsByCode] = useState(false);
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={cameFromPage ? t('login.subtitleRedirect') : t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={paths.register} className="font-medium text-brand-700 hover:text-brand-800">
            {t('login.createAccount')}
          </Link>
        </>
      }
    >
      {isByCode ? (
        <Suspense fallback={<p className="text-sm text-slate-500">{t('login.codeFormLoading')}</p>}>
          <CodeSignInForm />
        </Suspense>
      ) : (
        <LoginForm />
      )}
      <div className="mt-4 text-center">
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:text-brand-800"
          onClick={() => setIsByCode((current) => !current)}
        >
          {isByCode ? t('login.byPassword') : t('login.byCode')}
        </button>
      </div>
    </AuthCard>
  );
}
