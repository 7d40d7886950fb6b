import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit';
import { startBackupSchedule } from './backup-schedule';
import { backupRoutes } from './backup.routes';

/** The daily backup of a running shop and the admin's backups routes (list, latest, download). */
export async function registerBackups(
  app: FastifyInstance,
  { config, database, audit }: { config: Config; database: Database; audit: AuditService },
) {
  const schedule = startBackupSchedule({
    database,
    databaseUrl: config.DATABASE_URL,
    uploadsDir: config.uploadsDir,
    backupDir: config.backupDir,
    intervalMs: config.backupIntervalMs,
    keep: config.BACKUP_KEEP,
    log: app.log,
  });
  app.addHook('onClose', () => schedule.stop());
  await app.register(backupRoutes, { config, audit, lastError: () => schedule.lastError() });
  return schedule;
}
