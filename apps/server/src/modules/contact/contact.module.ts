import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { contactRoutes } from './contact.routes';
import { createContactService, type ContactAlerts } from './contact.service';

/** The contact form and grievances (the admin inbox is wired with the merchant operations). Returns the service. */
export async function registerContact(app: FastifyInstance, options: { config: Config; db: Db; alerts: ContactAlerts }) {
  const contact = createContactService({ db: options.db, alerts: options.alerts });
  await app.register(contactRoutes, { contact, rateLimitsEnabled: options.config.rateLimitsEnabled });
  return contact;
}
