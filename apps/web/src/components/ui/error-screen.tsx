import { Link } from '../../lib/link';
import { buttonClasses } from './button';
import { useT } from '../../lib/i18n/i18n';

/** Inline failure panel for a section whose data did not load (the admin's: English unless told). */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-red-800">{title}</h2>
      <p className="mt-1 text-sm text-red-700">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClasses('outline', 'sm', 'mt-4')}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

export function NotFoundContent() {
  const { t } = useT();
  return (
    <div className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
