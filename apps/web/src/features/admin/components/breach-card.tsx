import type { BreachIncidentDto } from '@shop/shared/schemas/breaches';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useBreachStep } from '../api/breaches';

const HOUR = 3_600_000;

/** The Board's 72-hour clock (DPDP Rules 2025 r.7(2)(b)): hours left, overdue, or filed. */
function BoardClock({ incident, now }: { incident: BreachIncidentDto; now: number }) {
  if (incident.boardReportedAt)
    return (
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
        Reported to the Board {formatDate(incident.boardReportedAt)}
      </span>
    );
  const left = Date.parse(incident.boardReportDueAt) - now;
  const hours = Math.abs(Math.round(left / HOUR));
  const overdue = left < 0;
  return (
    <span
      data-testid="board-clock"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${overdue ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
    >
      {overdue ? `Board report overdue by ${hours} h` : `Board report due in ${hours} h`} (by{' '}
      {formatDate(incident.boardReportDueAt)})
    </span>
  );
}

function Draft({ title, text }: { title: string; text: string }) {
  const toast = useToast();
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">{title}</summary>
      <div className="space-y-2 px-3 pb-3">
        <pre className="max-h-80 overflow-auto rounded bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800">
          {text}
        </pre>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => toast.success('Copied'),
              () => toast.error('Could not copy; select the text instead'),
            )
          }
        >
          Copy
        </Button>
      </div>
    </details>
  );
}

/** One incident: the clock, whom it affects, the notices, and the two steps the merchant takes. */
export function BreachCard({ incident, now }: { incident: BreachIncidentDto; now: number }) {
  const step = useBreachStep();
  const toast = useToast(`breach.${incident._id}`);
  const run = (which: 'notify' | 'board-reported') =>
    step.mutate(
      { id: incident._id, step: which },
      {
        onSuccess: (done) =>
          toast.success(
            which === 'notify'
              ? `Notice queued for ${done.notifiedCount} affected people`
              : 'Marked as reported to the Board',
          ),
        onError: (error) => toast.error(getErrorMessage(error, 'That did not work')),
      },
    );
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="breach-incident">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{incident.title}</h3>
        <span className="text-xs text-slate-500">{incident.reference}</span>
        <BoardClock incident={incident} now={now} />
      </div>
      <p className="text-sm text-slate-600">
        Found {formatDate(incident.discoveredAt)} · {incident.affectsAll ? 'all accounts' : 'chosen accounts'} (
        {incident.affectedCount}) ·{' '}
        {incident.notifiedAt
          ? `notified ${incident.notifiedCount} on ${formatDate(incident.notifiedAt)}`
          : 'affected people not yet notified'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => run('notify')} isLoading={step.isPending && step.variables?.step === 'notify'}>
          {incident.notifiedAt ? 'Notify new accounts' : `Notify ${incident.affectedCount} affected people`}
        </Button>
        {!incident.boardReportedAt && (
          <Button size="sm" variant="outline" onClick={() => run('board-reported')}>
            Mark reported to the Board
          </Button>
        )}
      </div>
      <Draft
        title="Notice to each affected person"
        text={`${incident.shopperNotice.subject}\n\n${incident.shopperNotice.text}`}
      />
      <Draft title="Report draft for the Data Protection Board" text={incident.boardReportDraft} />
    </li>
  );
}
