import { CircleCheck, Rocket } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAdminSettings } from '../api/settings';
import { EmptyNote, Panel } from './panel';
import { ActionLinkRow, PanelHeaderLink } from './panel-links';

/** The admin overview's card of what a real shop still lacks (from GET /api/admin/settings), each with its fix. */
export function GoLiveChecklist() {
  const settings = useAdminSettings();
  const missing = settings.data?.checklist.filter((item) => !item.isDone) ?? [];

  return (
    <Panel
      title="Go-live checklist"
      className="mt-6"
      icon={<Rocket className="h-5 w-5 text-brand-600" aria-hidden="true" />}
      action={<PanelHeaderLink to={paths.admin.settings}>Open Settings</PanelHeaderLink>}
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
            <ActionLinkRow
              key={item.key}
              to={item.fixLink}
              action="Fix"
              actionLabel={`Fix ${item.label}`}
              className="flex-wrap"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{item.label}</p>
                <p className="text-sm text-slate-600">{item.hint}</p>
              </div>
            </ActionLinkRow>
          ))}
        </ul>
      )}
    </Panel>
  );
}
