import { plural } from '@shop/shared/plural';
import type { AdminDeliveryIssue } from '@shop/shared/schemas/delivery-issues';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { DeliveryIssueAnswer, DeliveryIssueForm } from '../../../components/delivery-issues/delivery-issue-form';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { useAnswerAsMerchant, useDeliveryQueue } from '../api/deliveries';
import { EmptyNote, Panel } from '../components/panel';
import { RtoReportSection } from '../components/rto-report';

const age = (hours: number) =>
  hours < 1 ? 'less than an hour ago' : `${hours < 24 ? plural(hours, 'hour') : plural(Math.floor(hours / 24), 'day')} ago`;
const PAYMENT = { cod: 'COD', razorpay: 'Prepaid', whatsapp: 'WhatsApp' } as Record<string, string>;

/** One failed delivery: order, buyer, courier's reason, attempts and age, the answer, and the merchant's form. */
function IssueRow({ issue }: { issue: AdminDeliveryIssue }) {
  const [answering, setAnswering] = useState(false);
  const answer = useAnswerAsMerchant();
  const canAnswer = issue.state === 'open' || (issue.state === 'action-requested' && issue.problem !== null);
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="ndr-row">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1 space-y-0.5 text-sm">
          <p className="font-medium text-slate-900">
            Order #{issue.orderNumber} · {issue.customerName}
          </p>
          <p className="text-slate-700">{issue.reason || 'No reason given'}</p>
          <p className="text-xs text-slate-600">
            {plural(issue.attempts, 'attempt')} · last {age(issue.ageHours)} · {PAYMENT[issue.paymentMethod] ?? issue.paymentMethod}
            {issue.courierName ? ` · ${issue.courierName}` : ''}
            {issue.awbCode ? ` · AWB ${issue.awbCode}` : ''}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {issue.escalatedAt && issue.state === 'open' && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">No answer for a day</span>
          )}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700" data-testid="ndr-row-state">
            {issue.stateText}
          </span>
          {canAnswer && !answering && (
            <Button size="sm" variant="secondary" onClick={() => setAnswering(true)}>
              Answer for the buyer
            </Button>
          )}
        </div>
      </div>
      {issue.answer && (
        <div className="mt-3">
          <DeliveryIssueAnswer answer={issue.answer} />
        </div>
      )}
      {issue.problem && <p className="mt-2 text-sm text-amber-800">{issue.problem}</p>}
      {answering && canAnswer && (
        <div className="mt-3 rounded-xl border border-slate-200 p-4">
          <DeliveryIssueForm
            issue={issue}
            idPrefix={`ndr-${issue.id}`}
            isPending={answer.isPending}
            failure={answer.isError ? getErrorMessage(answer.error, 'Could not send the answer') : null}
            onAnswer={(action) => answer.mutate({ id: issue.id, action }, { onSuccess: () => setAnswering(false) })}
          />
        </div>
      )}
    </li>
  );
}

/**
 * Deliveries (/admin/deliveries, issue 37): failed deliveries (NDR) with the courier's reason, attempts, age and
 * the buyer's answer, answered here for the buyer when needed; then the returns-to-origin report.
 */
export function AdminDeliveriesRoute() {
  useDocumentTitle('Deliveries');
  const queue = useDeliveryQueue();
  const issues = queue.data?.issues ?? [];
  const open = issues.filter((i) => i.state === 'open' || i.state === 'action-requested');
  const rest = issues.filter((i) => !open.includes(i));
  return (
    <>
      <PageHeader title="Deliveries" subtitle="Failed delivery attempts waiting for an answer, and parcels returned to you." />
      {queue.isError && !queue.data && (
        <ErrorPanel title="Could not load deliveries" message="Failed to fetch failed deliveries" onRetry={() => void queue.refetch()} />
      )}
      <Panel title={`Failed deliveries (${open.length} open)`} icon={<Truck className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
        {queue.isPending ? (
          <Skeleton className="h-24" />
        ) : open.length === 0 && rest.length === 0 ? (
          <EmptyNote icon={<Truck className="h-8 w-8 text-slate-300" aria-hidden="true" />}>No failed deliveries</EmptyNote>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Failed deliveries">
            {[...open, ...rest].map((issue) => (
              <IssueRow key={issue.id} issue={issue} />
            ))}
          </ul>
        )}
      </Panel>
      <RtoReportSection />
    </>
  );
}
