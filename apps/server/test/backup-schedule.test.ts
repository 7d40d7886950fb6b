import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBackups, startBackupSchedule } from '../src/modules/backup/backup-schedule';
import { startTestApp, type TestApp } from './helpers/test-app';
import { privateUploads } from './helpers/backup-target';

const backupDir = mkdtempSync(join(tmpdir(), 'shop-daily-backups-'));
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '2' } });
  adminToken = await t.login('admin@example.com', 'admin123');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('automatic backups', () => {
  it('keeps the newest BACKUP_KEEP files and the admin overview endpoint shows the last one', { timeout: 240_000 }, async () => {
    const empty = await t.request('/api/admin/backups/latest', { token: adminToken });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ lastBackup: null, intervalHours: 0, keep: 2, lastError: null });
    expect((await t.request('/api/admin/backups/latest')).status).toBe(401);

    const schedule = startBackupSchedule({
      database: t.database,
      databaseUrl: t.config.DATABASE_URL,
      uploadsDir: await privateUploads(t.config.uploadsDir, 3),
      backupDir,
      intervalMs: 0,
      keep: t.config.BACKUP_KEEP,
      log: t.app.log,
    });
    for (let i = 0; i < 3; i++) {
      await schedule.runNow();
      expect(schedule.lastError()).toBeNull();
      // Whole seconds in the file name: the next one gets a new name either way.
      await new Promise((r) => setTimeout(r, 1100));
    }
    await schedule.stop();
    const kept = await findBackups(backupDir);
    expect(kept).toHaveLength(2);

    const latest = await t.request('/api/admin/backups/latest', { token: adminToken });
    expect(latest.body.lastBackup.fileName).toBe(kept[0]!.fileName);
    expect(latest.body.lastBackup.sizeBytes).toBeGreaterThan(1000);
  });
});
