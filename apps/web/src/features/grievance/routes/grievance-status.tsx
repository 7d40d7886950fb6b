import { grievanceStatusQuerySchema, type GrievanceStatus } from '@shop/shared/schemas/grievance';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { InfoPage } from '../../../components/ui/info-page';
import { FormAlert, TextField } from '../../../components/ui/input';
import { pageMeta } from '../../../config/page-meta';
import { getErrorMessage } from '../../../lib/api-client';
import { checkValues } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { useGrievanceStatus } from '../api/send-grievance';

// A ticket number's shape, the same in every language.
const TICKET_EXAMPLE = 'GRV-2026-000001';
// In India's time, so the page reads the same wherever it is rendered.
const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
};
const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/**
 * A grievance's public status page (/grievance/status?ticket=GRV-…): the ticket number and the email it was filed
 * from, no sign-in; shows the status, the dates, the resolution and the ticket's history
 * (docs/decisions/161-grievance-lifecycle.md). The email is sent in a POST body, never in the URL.
 */
export function GrievanceStatusRoute() {
  const [params] = useSearchParams();
  const [values, setValues] = useState({ ticket: params.get('ticket') ?? '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const lookup = useGrievanceStatus();
  const { t } = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = checkValues(grievanceStatusQuerySchema, values);
    setErrors(found);
    if (data) lookup.mutate(data);
  };
  const field = (name: 'ticket' | 'email') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <InfoPage meta={pageMeta.grievanceStatus} subtitle={t('grievanceStatus.subtitle')} width="max-w-3xl">
      <form onSubmit={onSubmit} noValidate aria-label={t('grievanceStatus.form')} className={`${cardClass} space-y-4`}>
        <FormAlert>{lookup.isError ? getErrorMessage(lookup.error, t('grievanceStatus.failed')) : null}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('grievanceStatus.ticket')}
            placeholder={TICKET_EXAMPLE}
            isRequired
            maxLength={40}
            {...field('ticket')}
          />
          <TextField
            label={t('grievanceStatus.email')}
            type="email"
            autoComplete="email"
            isRequired
            maxLength={254}
            {...field('email')}
          />
        </div>
        <Button type="submit" isLoading={lookup.isPending} className="w-full sm:w-auto">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t('grievanceStatus.show')}
        </Button>
      </form>
      {lookup.data && <StatusCard status={lookup.data} />}
    </InfoPage>
  );
}

function StatusCard({ status }: { status: GrievanceStatus }) {
  const { t, locale } = useT();
  const dateTime = (iso: string) => formatDateTime(iso, locale, WHEN);
  const notYet = t('grievanceStatus.notYet');
  const isResolved = status.status === 'resolved';
  const badge = isResolved
    ? 'bg-green-100 text-green-800'
    : status.overdue
      ? 'bg-red-100 text-red-800'
      : 'bg-amber-100 text-amber-900';
  return (
    <section aria-labelledby="grievance-status-title" className={`${cardClass} mt-6`} data-testid="grievance-status">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="grievance-status-title" className="text-lg font-semibold text-slate-900">
          {status.ticket}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${badge}`} data-testid="grievance-state">
          {t(
            isResolved
              ? 'grievanceStatus.resolved'
              : status.overdue
                ? 'grievanceStatus.overdue'
                : 'grievanceStatus.open',
          )}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Fact label={t('grievanceStatus.received')}>{dateTime(status.receivedAt)}</Fact>
        <Fact label={t('grievanceStatus.acknowledged')}>
          {status.acknowledgedAt ? dateTime(status.acknowledgedAt) : notYet}
        </Fact>
        <Fact label={t('grievanceStatus.due')}>{dateTime(status.resolveBy)}</Fact>
        <Fact label={t('grievanceStatus.resolvedAt')}>{status.resolvedAt ? dateTime(status.resolvedAt) : notYet}</Fact>
      </dl>
      {status.resolution && (
        <div className="mt-4 rounded-xl bg-green-50 p-4 text-green-950">
          <h3 className="text-sm font-semibold">{t('grievanceStatus.resolution')}</h3>
          <p className="mt-1 text-sm whitespace-pre-line" data-testid="grievance-resolution">
            {status.resolution}
          </p>
        </div>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('grievanceStatus.history')}</h3>
      <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
        {status.history.map((event) => (
          <li key={`${event.kind}-${event.at}`}>
            <span className="font-medium text-slate-900">{t(`grievanceStatus.event.${event.kind}`)}</span>{' '}
            <span className="text-slate-500">{dateTime(event.at)}</span>
            {event.note && event.kind === 'reopened' && <p className="text-slate-700">{event.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}
