import type { DeliveryIssue } from '@shop/shared/schemas/delivery-issues';
import { Truck } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { DeliveryIssueAnswer, DeliveryIssueForm } from '../../../components/delivery-issues/delivery-issue-form';
import { InfoPage } from '../../../components/ui/info-page';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAnswerDeliveryIssue, useDeliveryIssue } from '../api/delivery-issue';
import { useT } from '../../../lib/i18n/i18n';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** What happened: the courier's reason, the attempts, where it was going. */
function IssueSummary({ issue }: { issue: DeliveryIssue }) {
  const { t, locale } = useT();
  return (
    <div className={cardClass}>
      <div className="flex items-start gap-3">
        <Truck className="mt-0.5 h-6 w-6 shrink-0 text-amber-600" aria-hidden="true" />
        <div className="min-w-0 space-y-1 text-sm text-slate-700">
          <p className="text-base font-semibold text-slate-900">{t('detail.title', { number: issue.orderNumber })}</p>
          <p>{t('ndr.couldNot', { count: issue.attempts, date: formatDate(issue.lastAttemptAt, locale) })}</p>
          {issue.reason && <p>{t('ndr.reason', { reason: issue.reason })}</p>}
          <p>
            {t('ndr.deliveringTo', {
              address: `${issue.delivery.addressLine}, ${issue.delivery.city} ${issue.delivery.pincode}`,
            })}
            {issue.delivery.phoneEnding && ` · ${t('ndr.phoneEnding', { digits: issue.delivery.phoneEnding })}`}
          </p>
          <p className="font-medium text-slate-900" data-testid="ndr-state">
            {t('ndr.status', { status: issue.stateText })}
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * The buyer's answer to a failed delivery (/orders/:id/delivery-issue?token=…, issue 37): opened from the mail's
 * signed link without signing in; a day for the next attempt, a corrected phone or address, or cancel (COD).
 */
export function DeliveryIssueRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const issue = useDeliveryIssue(id, token);
  const answer = useAnswerDeliveryIssue(id, token);
  const data = issue.data;
  const { t } = useT();
  // Only opened from the mail's link and never server-rendered, so its title is kept here.
  const meta = { title: 'ndr.documentTitle', description: 'ndr.description' } as const;

  return (
    <InfoPage meta={meta} subtitle={t('ndr.subtitle')} width="max-w-3xl">
      <div className="space-y-5">
        {issue.isPending && <Skeleton className="h-40" />}
        {issue.isError && (
          <p role="alert" className={`${cardClass} text-sm text-red-700`}>
            {getErrorMessage(issue.error, t('ndr.loadFailed'))}
          </p>
        )}
        {data && <IssueSummary issue={data} />}
        {data?.answer && <DeliveryIssueAnswer answer={data.answer} />}
        {data && data.problem && data.state !== 'open' && <p className="text-sm text-amber-800">{data.problem}</p>}
        {data?.state === 'open' && (
          <div className={cardClass}>
            <DeliveryIssueForm
              issue={data}
              onAnswer={(action) => answer.mutate(action)}
              isPending={answer.isPending}
              failure={answer.isError ? getErrorMessage(answer.error, t('ndr.sendFailed')) : data.problem}
            />
          </div>
        )}
      </div>
    </InfoPage>
  );
}
