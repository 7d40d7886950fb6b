import type { FastifyInstance } from 'fastify';
import { grievanceDeadlines } from '@shop/shared/schemas/grievance';
import type { Db } from '../../db/client';
import { commitThenWake } from '../../lib/after-commit';
import { periodicJob } from '../../lib/periodic-job';
import { forMail, type ContactAlerts } from './contact.service';
import { createGrievanceRepository } from './grievance.repository';

const DAY_MS = 86_400_000;
/** Open grievances looked at per run; the oldest first, so overdue ones are never starved. */
const BATCH = 500;

export type DeadlineStage = 'week' | 'day' | 'overdue';

/** The most urgent step due now: a week before the deadline, a day before it, or past it. */
export function stageAt(resolveBy: Date, now: Date): DeadlineStage | null {
  const left = resolveBy.getTime() - now.getTime();
  if (left <= 0) return 'overdue';
  if (left <= DAY_MS) return 'day';
  if (left <= 7 * DAY_MS) return 'week';
  return null;
}

export interface GrievanceDeadlineOptions {
  db: Db;
  alerts: ContactAlerts;
  /** The clock, replaceable in tests. */
  now?: () => Date;
}

/**
 * One run (docs/decisions/161-grievance-lifecycle.md): for each open grievance whose deadline is a week or a day
 * away, a reminder to the shop and its grievance officer; past it, the overdue alert. Each stage happens once
 * per ticket (a unique index on its history row), so reruns, restarts and several processes never mail twice;
 * a stage skipped while the shop was down is not sent late when a more urgent one is due.
 */
export async function remindGrievanceDeadlines({ db, alerts, now = () => new Date() }: GrievanceDeadlineOptions) {
  const at = now();
  let sent = 0;
  for (const row of await createGrievanceRepository(db).openGrievances(BATCH)) {
    const stage = stageAt(grievanceDeadlines(row.createdAt).resolveBy, at);
    if (!stage) continue;
    const recorded = await commitThenWake(db, alerts, async (tx) => {
      const first = await createGrievanceRepository(tx).addAlertOnce({
        contactMessageId: row.id,
        kind: stage === 'overdue' ? 'overdue' : 'reminder',
        note: stage,
        createdAt: at,
      });
      if (first) await alerts.grievanceDeadline(tx, forMail(row), stage);
      return first;
    });
    if (recorded) sent += 1;
  }
  return sent;
}

/** Runs every `intervalMs` while the app is up (0: never, as in tests that drive it). */
export function grievanceDeadlineJob(app: FastifyInstance, options: GrievanceDeadlineOptions & { intervalMs: number }) {
  return periodicJob(app, {
    name: 'grievance deadline reminders',
    intervalMs: options.intervalMs,
    work: () => remindGrievanceDeadlines(options),
    onResult: (sent, log) => {
      if (sent > 0) log.info({ sent }, 'grievance deadline reminders queued');
    },
  });
}
