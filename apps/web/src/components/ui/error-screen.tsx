import { TriangleExclamationPoint } from 'lucide-react';
import { Link } from '../../lib/link';
import { buttonClasses } from './button';

function describe(error: unknown): string {
  if (error instanceof Error) {
    // A chunk that vanished after a new deployment: reloading fetches the new one.
    if (/dynamically imported module|Importing a module script failed/i.test(error.message)) {
      return 'A new version of the site is available. Please reload the page.';
    }
    return error.message;
  }
  return 'Something went wrong while showing this page.';
}

/** What the route error boundary shows: any render or page-loading failure ends here. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);
  return (
    <div
      role="alert"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center"
    >
      <TriangleExclamationPoint className="h-12 w-12 text-red-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Unexpected Application Error!</h1>
      <p className="mt-2 max-w-lg break-words text-slate-600">{describe(error)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* A plain anchor: a full load recovers even when the router itself is in a bad state. */}
        <a href="/" className={buttonClasses('primary')}>
          Back to Home
        </a>
        <button type="button" className={buttonClasses('outline')} onClick={() => window.location.reload()}>
          Reload Page
        </button>
      </div>
    </div>
  );
}

/** Inline failure panel for a section whose data did not load. */
export function ErrorPanel({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-red-800">{title}</h2>
      <p className="mt-1 text-sm text-red-700">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClasses('outline', 'sm', 'mt-4')}>
          Try Again
        </button>
      )}
    </div>
  );
}

export function NotFoundContent() {
  return (
    <div className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Go Back Home
      </Link>
    </div>
  );
}
