import { useQuery } from '@tanstack/react-query';
import { MapPin, PackageSearch, Truck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formatDate, formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';
// One reading of courier data for the whole app: the order dialog's tracking panel and this form share it.
import { type TrackingData, trackingQueryOptions } from '../../../lib/tracking/get-tracking';
import { useT } from '../../../lib/i18n/i18n';
import {
  describeTrackingStatus,
  sortHistoryNewestFirst,
  type TrackingTone,
} from '../../../lib/tracking/tracking-status';

const toneClasses: Record<TrackingTone, string> = {
  done: 'bg-green-100 text-green-800',
  shipped: 'bg-indigo-100 text-indigo-800',
  processing: 'bg-sky-100 text-sky-800',
  error: 'bg-red-100 text-red-800',
  pending: 'bg-amber-100 text-amber-800',
};

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function TrackingResult({ data }: { data: TrackingData }) {
  const { t, locale } = useT();
  const history = sortHistoryNewestFirst(data.track_history);
  const status = describeTrackingStatus(data.shipment_status, t);
  return (
    <div data-testid="tracking-result" className="mt-5 space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t('trackForm.status')}</dt>
          <dd>
            <span
              className={cn(
                'mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
                toneClasses[status.tone],
              )}
            >
              {status.label}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('trackForm.courier')}</dt>
          <dd className="mt-1 font-medium text-slate-900">{data.courier_name || '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('trackForm.eta')}</dt>
          <dd className="mt-1 font-medium text-slate-900">
            {data.etd ? formatDate(data.etd, locale) || data.etd : '—'}
          </dd>
        </div>
      </dl>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">{t('trackForm.noHistory')}</p>
      ) : (
        <ol aria-label={t('trackForm.history')} className="relative space-y-4 border-l-2 border-slate-200 pl-5">
          {history.map((event, index) => (
            <li key={`${event.updated_date}-${index}`} className="relative">
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-1 -left-[27px] h-3 w-3 rounded-full ring-4 ring-white',
                  index === 0 ? 'bg-brand-600' : 'bg-slate-300',
                )}
              />
              <p className="font-medium text-slate-900 capitalize">{describeTrackingStatus(event.status, t).label}</p>
              <p className="flex items-center gap-1 text-sm text-slate-600">
                <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
                {event.location || '—'}
              </p>
              <p className="text-xs text-slate-500">
                {formatDateTime(event.updated_date, locale, WHEN) || event.updated_date}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The shipping tab's Track button: status, courier, expected date and history for a tracking number. */
export function TrackingForm() {
  const inputId = useId();
  const { t } = useT();
  const [submitted, setSubmitted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tracking = useQuery({ ...trackingQueryOptions(submitted), enabled: submitted.length > 0 });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('trackingNumber');
    const number = typeof value === 'string' ? value.trim() : '';
    if (!number) {
      setError(t('trackForm.required'));
      return;
    }
    setError(null);
    if (number === submitted) void tracking.refetch();
    else setSubmitted(number);
  };

  // The query answers null for an unknown number (404) and fails only for real trouble.
  const failure = tracking.isError ? t('trackForm.failed') : tracking.data === null ? t('trackForm.unavailable') : null;

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5"
    >
      <h3 id={`${inputId}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Truck className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('trackForm.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('trackForm.hint')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t('trackForm.number')}
        </label>
        <Input
          id={inputId}
          name="trackingNumber"
          placeholder={t('trackForm.placeholder')}
          autoComplete="off"
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-10 sm:max-w-xs"
        />
        <Button type="submit" isLoading={tracking.isFetching}>
          <PackageSearch className="h-4 w-4" aria-hidden="true" />
          {t('trackForm.submit')}
        </Button>
      </form>
      {error && (
        <p id={`${inputId}-error`} className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {failure && !tracking.isFetching && (
          <p
            role="status"
            className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {failure}
          </p>
        )}
        {tracking.data && !tracking.isError && <TrackingResult data={tracking.data} />}
      </div>
    </section>
  );
}
