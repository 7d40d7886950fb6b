import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { startBackupSchedule } from './backup-schedule';
import { backupRoutes } from './backup.routes';

/** The daily backup of a running shop and `GET /api/admin/backups/latest` for the admin overview. */
export async function registerBackups(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
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
  await app.register(backupRoutes, { config, lastError: () => schedule.lastError() });
  return schedule;
}
