import { GRIEVANCE_EVENT_LABELS, GRIEVANCE_MESSAGES, GRIEVANCE_RESOLUTION_MAX } from '@shop/shared/schemas/grievance';
import type { InboxMessage } from '@shop/shared/schemas/inbox';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useReopenGrievance, useResolveGrievance } from '../api/inbox';
import { useCheckedText } from '../hooks/use-checked-text';
import { TextAreaField } from './text-area-field';

export const GRIEVANCE_TOASTS = {
  resolved: 'Grievance resolved: the resolution was mailed to the complainant',
  reopened: 'Grievance reopened: the complainant was told',
  failed: 'Could not update the grievance',
} as const;

type Grievance = NonNullable<InboxMessage['grievance']>;

/**
 * A grievance in the Inbox (docs/decisions/161-grievance-lifecycle.md): its history with who took each step,
 * and either the written resolution to send (open) or the resolution sent with a way to reopen (resolved).
 */
export function GrievancePanel({ id, grievance }: { id: string; grievance: Grievance }) {
  const toast = useToast();
  const resolution = useCheckedText();
  const resolve = useResolveGrievance();
  const reopen = useReopenGrievance();
  const isOpen = grievance.status === 'open';

  const onResolve = () => {
    const text = resolution.value.trim();
    if (!text) {
      resolution.setError(GRIEVANCE_MESSAGES.resolutionRequired);
      return;
    }
    resolve.mutate(
      { id, resolution: text },
      {
        onSuccess: () => {
          resolution.reset();
          toast.success(GRIEVANCE_TOASTS.resolved, { key: 'inbox.grievance' });
        },
        onError: (e) => toast.error(getErrorMessage(e, GRIEVANCE_TOASTS.failed), { key: 'inbox.grievance' }),
      },
    );
  };
  const onReopen = () =>
    reopen.mutate(
      { id },
      {
        onSuccess: () => toast.success(GRIEVANCE_TOASTS.reopened, { key: 'inbox.grievance' }),
        onError: (e) => toast.error(getErrorMessage(e, GRIEVANCE_TOASTS.failed), { key: 'inbox.grievance' }),
      },
    );

  return (
    <section aria-label="Grievance" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50/40 p-3">
      {grievance.history && grievance.history.length > 0 && (
        <ol aria-label="Ticket history" className="space-y-1 text-xs text-slate-700">
          {grievance.history.map((event) => (
            <li key={`${event.kind}-${event.at}`}>
              <span className="font-semibold">{GRIEVANCE_EVENT_LABELS[event.kind]}</span> {formatDate(event.at)}
              {event.by ? ` by ${event.by}` : ''}
              {event.note && event.kind !== 'resolved' && event.kind !== 'reminder' ? ` (${event.note})` : ''}
            </li>
          ))}
        </ol>
      )}
      {isOpen ? (
        <>
          <TextAreaField
            id="grievance-resolution"
            label="Resolution"
            hint="Mailed to the complainant and shown on the ticket's status page."
            rows={4}
            maxLength={GRIEVANCE_RESOLUTION_MAX}
            {...resolution.field}
          />
          <Button onClick={onResolve} isLoading={resolve.isPending}>
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            Resolve grievance
          </Button>
        </>
      ) : (
        <>
          {grievance.resolution && (
            <div className="text-sm">
              <p className="text-xs font-semibold text-slate-500 uppercase">Resolution sent</p>
              <p className="whitespace-pre-wrap text-slate-800">{grievance.resolution}</p>
            </div>
          )}
          <Button variant="outline" onClick={onReopen} isLoading={reopen.isPending}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Reopen grievance
          </Button>
        </>
      )}
    </section>
  );
}
