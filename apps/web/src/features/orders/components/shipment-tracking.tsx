import { useQuery } from '@tanstack/react-query';
import { RefreshCw, Truck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { cn } from '../../../lib/cn';
import { trackingQueryOptions } from '../../../lib/tracking/get-tracking';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import {
  describeTrackingStatus,
  sortHistoryNewestFirst,
  type TrackingTone,
} from '../../../lib/tracking/tracking-status';

const TONES: Record<TrackingTone, string> = {
  done: 'bg-green-100 text-green-800',
  shipped: 'bg-indigo-100 text-indigo-800',
  processing: 'bg-sky-100 text-sky-800',
  error: 'bg-red-100 text-red-700',
  pending: 'bg-amber-100 text-amber-800',
};

function StatusPill({ status }: { status: string | null | undefined }) {
  const { t } = useT();
  const { label, tone } = describeTrackingStatus(status, t);
  // The courier's own words for a status it gave; ours when it gave none.
  return (
    <span data-tone={tone} className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone])}>
      {status?.trim() ? label : t('track.unknown')}
    </span>
  );
}

function TrackingFact({
  label,
  testId,
  isMono = false,
  children,
}: {
  label: string;
  testId?: string;
  /** Codes (tracking number, AWB) in a fixed-width face. */
  isMono?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd
        className={isMono ? 'font-mono font-medium text-slate-900' : 'font-medium text-slate-900'}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * 'Shipment Tracking' for a shipped order: fetched when the dialog opens, refreshed on demand. A courier
 * with nothing yet (404) reads as "not available"; other failures also raise a toast.
 */
export function ShipmentTracking({ trackingNumber }: { trackingNumber: string }) {
  const toast = useToast();
  const { data, error, errorUpdatedAt, isPending, isFetching, refetch } = useQuery(
    trackingQueryOptions(trackingNumber),
  );
  const { t, locale } = useT();
  const failed = t('track.failed');

  useEffect(() => {
    if (error) toast.error(failed);
  }, [error, errorUpdatedAt, toast, failed]);

  const history = data ? sortHistoryNewestFirst(data.track_history) : [];

  return (
    <section aria-labelledby="tracking-heading" className="rounded-xl border border-indigo-100 bg-indigo-50/40 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="tracking-heading" className="flex items-center gap-2 font-semibold text-slate-900">
          <Truck className="h-5 w-5 text-indigo-600" aria-hidden="true" />
          {t('track.title')}
        </h3>
        <Button variant="outline" size="sm" onClick={() => void refetch()} isLoading={isFetching}>
          {!isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
          {t('track.refresh')}
        </Button>
      </div>

      <div aria-live="polite" aria-busy={isFetching || undefined} className="mt-3 text-sm">
        {isPending ? (
          <div className="space-y-2" role="status" aria-label={t('track.loading')}>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : !data ? (
          <p className="text-slate-600">{t('track.unavailable')}</p>
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
              <TrackingFact label={t('detail.trackingNumber')} isMono>
                {data.tracking_number || trackingNumber}
              </TrackingFact>
              <TrackingFact label={t('track.courier')} testId="tracking-courier">
                {data.courier_name || t('track.courierPartner')}
              </TrackingFact>
              <div>
                <dt className="text-xs text-slate-500">{t('detail.status')}</dt>
                <dd data-testid="tracking-status">
                  <StatusPill status={data.shipment_status} />
                </dd>
              </div>
              {data.awb_code && (
                <TrackingFact label={t('track.awb')} testId="tracking-awb" isMono>
                  {data.track_url ? (
                    <a
                      href={data.track_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-indigo-700 underline underline-offset-2"
                    >
                      {data.awb_code}
                      <span className="sr-only"> {t('track.opensTab')}</span>
                    </a>
                  ) : (
                    data.awb_code
                  )}
                </TrackingFact>
              )}
              {data.pickup_scheduled_date && (
                <TrackingFact label={t('track.pickup')} testId="tracking-pickup">
                  {formatDate(data.pickup_scheduled_date, locale) || data.pickup_scheduled_date}
                </TrackingFact>
              )}
              {data.etd && (
                <TrackingFact label={t('track.etd')} testId="tracking-etd">
                  {/* The courier's own wording when it is not a date we can read. */}
                  {formatDate(data.etd, locale) || data.etd}
                </TrackingFact>
              )}
            </dl>
            {history.length === 0 ? (
              <p className="mt-3 text-slate-600">{t('track.noHistory')}</p>
            ) : (
              <ol aria-label={t('track.history')} className="mt-4 space-y-3 border-l-2 border-indigo-200 pl-4">
                {history.map((entry, index) => (
                  <li key={`${entry.updated_date}-${index}`} className="relative">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full',
                        index === 0 ? 'bg-indigo-600' : 'bg-indigo-300',
                      )}
                    />
                    <StatusPill status={entry.status} />
                    <p className="mt-0.5 text-xs text-slate-500">
                      {[entry.location, formatDateTime(entry.updated_date, locale)].filter(Boolean).join(' · ')}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </section>
  );
}
