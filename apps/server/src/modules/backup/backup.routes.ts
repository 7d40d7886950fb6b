import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { errorResponses } from '../../lib/error-schema';
import { sendDownload } from '../../lib/file-reply';
import { badRequest, notFound } from '../../lib/errors';
import { routeKit } from '../../plugins/auth';
import type { AuditService } from '../audit';
import { findBackups } from './backup-schedule';
import { BACKUP_FILE_PATTERN } from './backup.service';
import { readRuns } from './backup-runs';

const backupStatusSchema = z.object({
  lastBackup: z.object({ fileName: z.string(), createdAt: z.string(), sizeBytes: z.number() }).nullable(),
  intervalHours: z.number(),
  keep: z.number(),
  lastError: z.string().nullable(),
});

const runSchema = z.object({
  at: z.string(),
  kind: z.enum(['automatic', 'manual']),
  ok: z.boolean(),
  fileName: z.string().nullable(),
  error: z.string().nullable(),
});

const backupListSchema = z.object({
  /** The folder the backups are in, on the server (for the restore command). */
  directory: z.string(),
  intervalHours: z.number(),
  keep: z.number(),
  backups: z.array(
    z.object({
      fileName: z.string(),
      createdAt: z.string(),
      sizeBytes: z.number(),
      /** 'automatic' when the schedule wrote it, 'manual' otherwise (`npm run backup` or copied in). */
      kind: z.enum(['automatic', 'manual']),
    }),
  ),
  /** The newest run, successful or not. */
  lastRun: runSchema.nullable(),
});

const fileParams = z.object({ fileName: z.string() });

export interface BackupRoutesOptions {
  config: Pick<Config, 'backupDir' | 'backupIntervalMs' | 'BACKUP_KEEP'>;
  audit: AuditService;
  /** The schedule's last failure, if its latest run failed. */
  lastError: () => string | null;
}

export const BACKUP_MESSAGES = {
  badName: 'That is not the name of a backup file (shop-backup-YYYYMMDDTHHMMSSZ.tar.gz)',
  notFound: 'No backup with that name: it may have been pruned. Reload the list.',
} as const;

/**
 * The admin's backups (docs/decisions/214-backups-screen.md): the newest for the overview, the list with the
 * last run, and a download of one file (streamed, audited).
 */
export async function backupRoutes(app: FastifyInstance, { config, audit, lastError }: BackupRoutesOptions) {
  const { r, adminOnly, security } = routeKit(app);
  const tags = ['admin'];
  const intervalHours = config.backupIntervalMs / 3_600_000;

  r.get(
    '/api/admin/backups/latest',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getLatestBackup',
        tags,
        security,
        summary: 'The newest backup file',
        response: { 200: backupStatusSchema.describe('The newest backup, if any'), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const [newest] = await findBackups(config.backupDir);
      return {
        lastBackup: newest ? { ...newest, createdAt: newest.createdAt.toISOString() } : null,
        intervalHours,
        keep: config.BACKUP_KEEP,
        lastError: lastError(),
      };
    },
  );

  r.get(
    '/api/admin/backups',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listBackups',
        tags,
        security,
        summary: 'Every backup file, newest first, with the last run and its result',
        response: { 200: backupListSchema.describe('The backups'), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const [files, runs] = await Promise.all([findBackups(config.backupDir), readRuns(config.backupDir)]);
      const automatic = new Set(runs.filter((run) => run.kind === 'automatic' && run.fileName).map((run) => run.fileName));
      return {
        directory: config.backupDir,
        intervalHours,
        keep: config.BACKUP_KEEP,
        backups: files.map((f) => ({
          fileName: f.fileName,
          createdAt: f.createdAt.toISOString(),
          sizeBytes: f.sizeBytes,
          kind: automatic.has(f.fileName) ? ('automatic' as const) : ('manual' as const),
        })),
        lastRun: runs.at(-1) ?? null,
      };
    },
  );

  r.get(
    '/api/admin/backups/:fileName/download',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'downloadBackup',
        tags,
        security,
        summary: 'Download one backup file (admins only; audited)',
        params: fileParams,
        produces: ['application/gzip'],
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      // Only a backup's own name: never a path, so nothing outside the backup folder can be asked for.
      if (!BACKUP_FILE_PATTERN.test(fileName)) throw badRequest(BACKUP_MESSAGES.badName);
      const path = join(config.backupDir, fileName);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound(BACKUP_MESSAGES.notFound);
      await audit.record(request.authUser!, {
        action: 'backup.download',
        entityType: 'backup',
        entityId: null,
        details: { fileName, sizeBytes: info.size },
      });
      reply.header('content-length', info.size);
      return sendDownload(reply, 'application/gzip', `attachment; filename="${fileName}"`, createReadStream(path));
    },
  );
}
