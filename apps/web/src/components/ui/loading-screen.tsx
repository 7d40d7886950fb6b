import { Spinner } from './spinner';

/** Full-page wait, shown while the session or a page's code loads. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-brand-600"
    >
      <Spinner size="lg" />
      <p className="text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}
