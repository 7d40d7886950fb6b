import type { InboxMessage } from '@shop/shared/schemas/inbox';
import { formatDate } from '../../../lib/format';

/** A grievance's ticket and legal deadlines (docs/decisions/100): overdue ones stand out in red. */
export function GrievanceLine({
  grievance,
  handled,
}: {
  grievance: NonNullable<InboxMessage['grievance']>;
  handled: boolean;
}) {
  return (
    <span
      data-testid="grievance-line"
      className={
        grievance.overdue
          ? 'inline-flex flex-wrap gap-x-2 rounded-md bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800'
          : 'inline-flex flex-wrap gap-x-2 rounded-md bg-amber-50 px-2 py-0.5 text-xs text-amber-900'
      }
    >
      <span>Grievance {grievance.ticket}</span>
      {grievance.orderNumber && <span>Order {grievance.orderNumber}</span>}
      <span>
        {grievance.acknowledgedAt
          ? `Acknowledged ${formatDate(grievance.acknowledgedAt)}`
          : `Acknowledge by ${formatDate(grievance.acknowledgeBy)}`}
      </span>
      <span>{handled ? 'Resolved' : `Resolve by ${formatDate(grievance.resolveBy)}`}</span>
      {grievance.overdue && <span>Overdue</span>}
    </span>
  );
}
