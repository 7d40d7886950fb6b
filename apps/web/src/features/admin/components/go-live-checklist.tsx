import { CircleCheck, Rocket } from 'lucide-react';
import { Link } from '../../../lib/link';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAdminSettings } from '../api/settings';
import { EmptyNote, Panel } from './panel';

/** The admin overview's card of what a real shop still lacks (from GET /api/admin/settings), each with its fix. */
export function GoLiveChecklist() {
  const settings = useAdminSettings();
  const missing = settings.data?.checklist.filter((item) => !item.isDone) ?? [];

  return (
    <Panel
      title="Go-live checklist"
      className="mt-6"
      icon={<Rocket className="h-5 w-5 text-brand-600" aria-hidden="true" />}
      action={
        <Link to={paths.admin.settings} className={buttonClasses('ghost', 'sm', 'text-brand-700 hover:bg-brand-50')}>
          Open Settings
        </Link>
      }
    >
      {settings.isPending ? (
        <Skeleton className="h-24" />
      ) : settings.isError ? (
        <p className="text-sm text-slate-600">
          Could not load the checklist.{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline"
            onClick={() => void settings.refetch()}
          >
            Try again
          </button>
        </p>
      ) : missing.length === 0 ? (
        <EmptyNote icon={<CircleCheck className="h-8 w-8 text-green-500" aria-hidden="true" />}>
          Everything is ready for a live shop
        </EmptyNote>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Still missing">
          {missing.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{item.label}</p>
                <p className="text-sm text-slate-600">{item.hint}</p>
              </div>
              <Link
                to={item.fixLink}
                className={buttonClasses('outline', 'sm', 'shrink-0')}
                aria-label={`Fix ${item.label}`}
              >
                Fix
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
