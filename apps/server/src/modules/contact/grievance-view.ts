import { grievanceDeadlines, type GrievanceEvent, type GrievanceStatus } from '@shop/shared/schemas/grievance';
import type { InboxMessage } from '@shop/shared/schemas/inbox';
import type { ContactMessageRecord } from './contact.repository';
import type { GrievanceEventRecord } from './grievance.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Overdue: not acknowledged within 48 hours, or still open past the one-month deadline. */
export function isOverdue(row: ContactMessageRecord, now: Date): boolean {
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(row.createdAt);
  return (!row.acknowledgedAt && now > acknowledgeBy) || (!row.handledAt && now > resolveBy);
}

/** The shop's internal steps (reminders, overdue alerts) stay in the Inbox; the complainant sees the rest. */
const PUBLIC_KINDS = new Set<GrievanceEvent['kind']>(['received', 'acknowledged', 'resolved', 'reopened']);

export function toHistory(events: GrievanceEventRecord[], audience: 'public' | 'admin'): GrievanceEvent[] {
  return events
    .filter((e) => audience === 'admin' || PUBLIC_KINDS.has(e.kind))
    .map((e) => ({
      kind: e.kind,
      at: e.createdAt.toISOString(),
      note: e.note,
      ...(audience === 'admin' ? { by: e.actorEmail } : {}),
    }));
}

/** What the public status page shows for a ticket (docs/decisions/161-grievance-lifecycle.md). */
export function toGrievanceStatus(row: ContactMessageRecord, events: GrievanceEventRecord[], now: Date): GrievanceStatus {
  const { resolveBy } = grievanceDeadlines(row.createdAt);
  return {
    ticket: row.grievanceTicket ?? '',
    status: row.handledAt ? 'resolved' : 'open',
    receivedAt: row.createdAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    resolveBy: resolveBy.toISOString(),
    resolvedAt: iso(row.handledAt),
    resolution: row.handledAt ? row.resolution : null,
    overdue: isOverdue(row, now),
    history: toHistory(events, 'public'),
  };
}

/** A grievance's part of an Inbox message; `events` only when one message is opened. */
export function toInboxGrievance(
  row: ContactMessageRecord,
  now: Date,
  events?: GrievanceEventRecord[],
): InboxMessage['grievance'] {
  if (!row.grievanceTicket) return null;
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(row.createdAt);
  return {
    ticket: row.grievanceTicket,
    orderNumber: row.orderNumber,
    acknowledgedAt: iso(row.acknowledgedAt),
    acknowledgeBy: acknowledgeBy.toISOString(),
    resolveBy: resolveBy.toISOString(),
    overdue: isOverdue(row, now),
    status: row.handledAt ? 'resolved' : 'open',
    resolution: row.resolution,
    ...(events ? { history: toHistory(events, 'admin') } : {}),
  };
}
