import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit';
import { contactRoutes } from './contact.routes';
import { createContactService, type ContactAlerts, type FormConsents } from './contact.service';
import { createMemoryFormCounters, createRedisFormCounters } from './form-counters';
import { createFormGuard } from './form-guard';
import { grievanceDeadlineJob } from './grievance-deadlines.job';
import { inboxRoutes } from './inbox.routes';
import { createInboxService, type InboxMail } from './inbox.service';

const HOUR_MS = 3_600_000;

export interface ContactModuleOptions {
  config: Config;
  db: Db;
  redis: Redis | undefined;
  alerts: ContactAlerts & InboxMail;
  consents: FormConsents;
  audit: AuditRecorder;
}

/**
 * The contact form and grievances: the form guard (decision 160), the public status page, the deadline
 * reminders (161) and the admin Inbox (docs/decisions/040-merchant-operations.md). Returns the service, whose
 * `hasOpenGrievances(email)` other modules ask before erasing an account.
 */
export async function registerContact(app: FastifyInstance, options: ContactModuleOptions) {
  const { config, db, redis, alerts } = options;
  const guard = createFormGuard({
    secret: config.jwtSecret,
    counters: redis ? createRedisFormCounters(redis) : createMemoryFormCounters(),
  });
  const contact = createContactService({ db, alerts, guard, consents: options.consents });
  await app.register(contactRoutes, { contact, rateLimitsEnabled: config.rateLimitsEnabled });
  const inbox = createInboxService({ db, audit: options.audit, mail: alerts });
  await app.register(inboxRoutes, { inbox });
  // Hourly; off under NODE_ENV=test (with the other jobs), where tests run it with a moved clock.
  const deadlines = grievanceDeadlineJob(app, { db, alerts, intervalMs: config.paymentJobsIntervalMs > 0 ? HOUR_MS : 0 });
  return { ...contact, runGrievanceDeadlines: () => deadlines.run() };
}
