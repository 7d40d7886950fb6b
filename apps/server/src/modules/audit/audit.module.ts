import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { auditAdminWrites } from './audit-admin-writes';
import { createAuditService } from './audit.service';

/**
 * The audit log, registered before every module that writes to it, with the hook that records the admin
 * writes whose modules do not audit themselves (docs/decisions/046-admin-audit-coverage.md): added first, so
 * it covers every route registered after it.
 */
export function registerAudit(app: FastifyInstance, { db }: { db: Db }) {
  const audit = createAuditService(db);
  auditAdminWrites(app, audit);
  return audit;
}
