import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { authHooks } from '../../plugins/auth';
import { findBackups, startBackupSchedule } from './backup-schedule';

export const backupStatusSchema = z.object({
  lastBackup: z.object({ fileName: z.string(), createdAt: z.string(), sizeBytes: z.number() }).nullable(),
  intervalHours: z.number(),
  keep: z.number(),
  lastError: z.string().nullable(),
});

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
  const { adminOnly } = authHooks(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/backups/latest',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getLatestBackup',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'The newest backup file',
        response: { 200: backupStatusSchema.describe('The newest backup, if any') },
      },
    },
    async () => {
      const [newest] = await findBackups(config.backupDir);
      return {
        lastBackup: newest ? { ...newest, createdAt: newest.createdAt.toISOString() } : null,
        intervalHours: config.backupIntervalMs / 3_600_000,
        keep: config.BACKUP_KEEP,
        lastError: schedule.lastError(),
      };
    },
  );
  return schedule;
}
