import { TriangleExclamationPoint } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n';
import { buttonClasses } from './button';

// Its own file: the route error boundary is part of every page's first chunk, the other panels are not.
function describe(error: unknown, t: ReturnType<typeof useT>['t']): string {
  if (error instanceof Error) {
    // A chunk that vanished after a new deployment: reloading fetches the new one.
    if (/dynamically imported module|Importing a module script failed/i.test(error.message)) {
      return t('error.newVersion');
    }
    return error.message;
  }
  return t('error.generic');
}

/** What the route error boundary shows: any render or page-loading failure ends here. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useT();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div
      role="alert"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center"
    >
      <TriangleExclamationPoint className="h-12 w-12 text-red-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('error.title')}</h1>
      <p className="mt-2 max-w-lg break-words text-slate-600">{describe(error, t)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* A plain anchor: a full load recovers even when the router itself is in a bad state. */}
        <a href="/" className={buttonClasses('primary')}>
          {t('error.home')}
        </a>
        <button type="button" className={buttonClasses('outline')} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </div>
    </div>
  );
}
