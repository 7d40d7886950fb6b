import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { consentsRoutes } from './consents.routes';
import { createConsents } from './consents.service';

/**
 * The consent ledger (docs/decisions/110-personal-data.md): consents are recorded at sign-up, on the contact and
 * grievance forms and at checkout (decision 189), so it is registered before the auth, contact and orders
 * modules, which are given the returned service. "Download my data" (the privacy module) reads it through
 * `consentsForExport`.
 */
export async function registerConsents(app: FastifyInstance, { db }: { db: Db }) {
  const consents = createConsents(db);
  await app.register(consentsRoutes, { consents });
  return consents;
}
