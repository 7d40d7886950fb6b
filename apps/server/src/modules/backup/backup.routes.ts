import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { routeKit } from '../../plugins/auth';
import { findBackups } from './backup-schedule';

const backupStatusSchema = z.object({
  lastBackup: z.object({ fileName: z.string(), createdAt: z.string(), sizeBytes: z.number() }).nullable(),
  intervalHours: z.number(),
  keep: z.number(),
  lastError: z.string().nullable(),
});

export interface BackupRoutesOptions {
  config: Pick<Config, 'backupDir' | 'backupIntervalMs' | 'BACKUP_KEEP'>;
  /** The schedule's last failure, if its latest run failed. */
  lastError: () => string | null;
}

/** `GET /api/admin/backups/latest` for the admin overview. */
export async function backupRoutes(app: FastifyInstance, { config, lastError }: BackupRoutesOptions) {
  const { r, adminOnly, security } = routeKit(app);
  r.get(
    '/api/admin/backups/latest',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getLatestBackup',
        tags: ['admin'],
        security,
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
        lastError: lastError(),
      };
    },
  );
}
