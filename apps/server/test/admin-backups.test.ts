import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { recordRun } from '../src/modules/backup';
import { startBackupSchedule } from '../src/modules/backup/backup-schedule';
import { createBackup } from '../src/modules/backup/backup.service';
import { BACKUP_MESSAGES } from '../src/modules/backup/backup.routes';
import { privateUploads } from './helpers/backup-target';
import { startTestApp, type TestApp } from './helpers/test-app';
import { signInDemoAccounts } from './helpers/test-shop';

// The admin's Backups screen API (docs/decisions/214-backups-screen.md).

const backupDir = mkdtempSync(join(tmpdir(), 'shop-admin-backups-'));
let t: TestApp;
let adminToken: string;
let userToken: string;
let automaticFile: string;
let manualFile: string;

const sha = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  t = await startTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '5' } });
  ({ adminToken, userToken } = await signInDemoAccounts(t));
  const uploadsDir = await privateUploads(t.config.uploadsDir, 1);
  const options = { database: t.database, databaseUrl: t.config.DATABASE_URL, uploadsDir, backupDir, keep: 5, log: t.app.log };
  // One run by the schedule, one by hand as `npm run backup` does it, then a failed scheduled run.
  const schedule = startBackupSchedule({ ...options, intervalMs: 0 });
  await schedule.runNow();
  await schedule.stop();
  await new Promise((r) => setTimeout(r, 1100)); // the next file gets a new name (whole seconds)
  const manual = await createBackup({ database: t.database, databaseUrl: t.config.DATABASE_URL, uploadsDir }, backupDir);
  manualFile = basename(manual.file);
  await recordRun(backupDir, { kind: 'manual', ok: true, fileName: manualFile, error: null });
  const failing = startBackupSchedule({ ...options, database: { ...t.database, pglite: undefined }, databaseUrl: undefined, intervalMs: 0 });
  await failing.runNow();
  await failing.stop();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/backups', () => {
  it('lists every backup newest first, automatic or manual, and the last run with its failure', async () => {
    const res = await t.request('/api/admin/backups', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.directory).toBe(backupDir);
    expect(res.body.backups).toHaveLength(2);
    const [newest, older] = res.body.backups;
    automaticFile = older.fileName;
    expect([newest.fileName, newest.kind]).toEqual([manualFile, 'manual']);
    expect(older.kind).toBe('automatic');
    expect(newest.sizeBytes).toBe((await readFile(join(backupDir, manualFile))).length);
    expect(res.body.lastRun).toMatchObject({ kind: 'automatic', ok: false, fileName: null });
    expect(res.body.lastRun.error).toMatch(/databaseUrl is required/);
  });

  it('is for admins only', async () => {
    expect((await t.request('/api/admin/backups')).status).toBe(401);
    const shopper = await t.request('/api/admin/backups', { token: userToken });
    expect(shopper.status).toBe(403);
    expect(shopper.body.message).toBeTruthy();
  });
});

describe('GET /api/admin/backups/:fileName/download', () => {
  const download = (name: string, token?: string) =>
    fetch(`${t.url}/api/admin/backups/${encodeURIComponent(name)}/download`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('streams the file as an attachment to an admin, and the audit log records who took it', async () => {
    const res = await download(automaticFile, adminToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${automaticFile}"`);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(sha(bytes)).toBe(sha(await readFile(join(backupDir, automaticFile))));
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'backup.download'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ actorEmail: 'admin@example.com', entityType: 'backup' });
    expect(entry!.details).toMatchObject({ fileName: automaticFile });
  });

  it('refuses a shopper (403) and an anonymous caller (401), and audits neither', async () => {
    const before = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'backup.download'));
    expect((await download(automaticFile, userToken)).status).toBe(403);
    expect((await download(automaticFile)).status).toBe(401);
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'backup.download'));
    expect(after).toHaveLength(before.length);
  });

  it('answers a path or an unknown name with a message, never a file outside the folder', async () => {
    const traversal = await download('../.backup-runs.json', adminToken);
    expect(traversal.status).toBe(400);
    expect(((await traversal.json()) as { message: string }).message).toBe(BACKUP_MESSAGES.badName);
    const gone = await download('shop-backup-20000101T000000Z.tar.gz', adminToken);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe(BACKUP_MESSAGES.notFound);
  });
});
