import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { categories, orderItems, orders, products } from '../src/db/schema';
import { queryRows } from '../src/db/client';
import { createBackup, restoreBackup, RestoreRefused, type BackupResult } from '../src/modules/backup/backup.service';
import { BackupFileError, MANIFEST_FILE } from '../src/modules/backup/archive';
import { startTestApp, type TestApp } from './helpers/test-app';
import { checksumsOf, emptyRestoreTarget, figuresOf, privateUploads } from './helpers/backup-target';
import { createCustomers, mumbaiAddressNoEmail } from './helpers/factories';
import { addTrickyProducts, trickyProductTexts } from './helpers/tricky-sql-text';

interface LinkEntry {
  path: string;
  type: 'SymbolicLink' | 'Link';
  linkpath: string;
}

/** A gzip-compressed tar of `files` (read from `dir`) with one link entry added, built block by block. */
async function archiveWith(dir: string, files: string[], link: LinkEntry): Promise<Buffer> {
  const header = (h: ConstructorParameters<typeof tar.Header>[0]) => {
    const block = Buffer.alloc(512);
    new tar.Header({ mode: 0o644, mtime: new Date(), ...h }).encode(block, 0);
    return block;
  };
  const blocks: Buffer[] = [];
  for (const path of files) {
    const body = await readFile(join(dir, path));
    blocks.push(header({ path, type: 'File', size: body.length }), body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(header({ ...link, size: 0 }), Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

let t: TestApp;
let uploadsDir: string;
let backupDir: string;
let backup: BackupResult;

const address = mumbaiAddressNoEmail;

beforeAll(async () => {
  t = await startTestApp();
  uploadsDir = await privateUploads(t.config.uploadsDir);
  // A folder anyone may read, as `--out` or BACKUP_DIR outside the data directory may name: the backup tightens it.
  backupDir = join(await mkdtemp(join(tmpdir(), 'shop-backups-')), 'backups');
  await mkdir(backupDir, { mode: 0o755 });
  await chmod(backupDir, 0o755);
  backup = await createBackup(
    { database: t.database, databaseUrl: t.config.DATABASE_URL, uploadsDir },
    backupDir,
  );
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe(`backup and restore (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('backup -> wipe -> restore gives identical row counts, sequences and image checksums', { timeout: 180_000 }, async () => {
    const before = await figuresOf(t.database);
    const images = await checksumsOf(uploadsDir);
    expect(Object.keys(images).length).toBeGreaterThan(5);
    expect(backup.manifest.tables).toEqual(before.tables);
    expect(backup.manifest.tables['public.orders']).toBeGreaterThan(0);
    // The whole shop is in the file: the owner alone may read it or list the folder.
    expect((await stat(backup.file)).mode & 0o777).toBe(0o600);
    expect((await stat(backupDir)).mode & 0o777).toBe(0o700);

    const wiped = await emptyRestoreTarget();
    await rm(uploadsDir, { recursive: true });
    await restoreBackup(backup.file, { target: wiped.target, uploadsDir, force: false });

    const restored = await wiped.open();
    try {
      const after = await figuresOf(restored);
      expect(after.tables).toEqual(before.tables);
      expect(after.sequences).toEqual(before.sequences);
      expect(await checksumsOf(uploadsDir)).toEqual(images);
    } finally {
      await restored.close();
      await wiped.drop();
    }
  });

  it('refuses to overwrite a non-empty database without --force, and replaces it with --force', { timeout: 180_000 }, async () => {
    const target = await emptyRestoreTarget();
    const otherUploads = await mkdtemp(join(tmpdir(), 'shop-restore-uploads-'));
    try {
      await restoreBackup(backup.file, { target: target.target, uploadsDir: otherUploads, force: false });
      const db = await target.open();
      await db.db.insert(categories).values({ name: `Added after restore ${randomUUID()}` });
      const changed = await figuresOf(db);
      await db.close();

      const refused = restoreBackup(backup.file, { target: target.target, uploadsDir: otherUploads, force: false });
      await expect(refused).rejects.toThrow(RestoreRefused);
      await expect(refused).rejects.toThrow(/not empty.*--force.*Nothing was changed/);
      const untouched = await target.open();
      expect((await figuresOf(untouched)).tables).toEqual(changed.tables);
      await untouched.close();

      await restoreBackup(backup.file, { target: target.target, uploadsDir: otherUploads, force: true });
      const replaced = await target.open();
      expect((await figuresOf(replaced)).tables).toEqual(backup.manifest.tables);
      await replaced.close();
    } finally {
      await target.drop();
    }
  });

  it('refuses a truncated, a corrupted or a tampered backup file with a clear message and changes nothing', { timeout: 180_000 }, async () => {
    const bytes = await readFile(backup.file);
    const truncated = join(backupDir, 'truncated.tar.gz');
    await writeFile(truncated, bytes);
    await truncate(truncated, Math.floor(bytes.length / 2));
    const corrupted = join(backupDir, 'corrupted.tar.gz');
    const flipped = Buffer.from(bytes);
    for (let i = 0; i < 16; i++) flipped[Math.floor(bytes.length / 3) + i]! ^= 0xff;
    await writeFile(corrupted, flipped);
    // A valid archive whose image no longer matches the manifest's checksum.
    const unpacked = await mkdtemp(join(tmpdir(), 'shop-tamper-'));
    await tar.extract({ file: backup.file, cwd: unpacked });
    const manifest = JSON.parse(await readFile(join(unpacked, MANIFEST_FILE), 'utf8')) as { images: { path: string }[] };
    await writeFile(join(unpacked, 'uploads', manifest.images[0]!.path), 'not the picture');
    const tampered = join(backupDir, 'tampered.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, [MANIFEST_FILE, 'database.sql', 'uploads']);

    const target = await emptyRestoreTarget();
    const targetUploads = await mkdtemp(join(tmpdir(), 'shop-restore-uploads-'));
    try {
      for (const [file, message] of [
        [truncated, /damaged or incomplete.*Nothing was changed/],
        [corrupted, /damaged or incomplete.*Nothing was changed/],
        [tampered, /damaged: uploads\/.* does not match its checksum\. Nothing was changed/],
      ] as const) {
        const attempt = restoreBackup(file, { target: target.target, uploadsDir: targetUploads, force: true });
        await expect(attempt).rejects.toThrow(BackupFileError);
        await expect(attempt).rejects.toThrow(message);
      }
      expect(await checksumsOf(targetUploads)).toEqual({});
      const db = await target.open();
      const [row] = await queryRows<{ n: number }>(
        db.db,
        sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      expect(row!.n).toBe(0);
      await db.close();
    } finally {
      await target.drop();
    }
  });

  it('refuses a backup holding a symbolic or hard link, naming the entry, and writes nothing', { timeout: 180_000 }, async () => {
    const unpacked = await mkdtemp(join(tmpdir(), 'shop-links-'));
    await tar.extract({ file: backup.file, cwd: unpacked });
    const manifest = JSON.parse(await readFile(join(unpacked, MANIFEST_FILE), 'utf8')) as { images: { path: string }[] };
    const files = [MANIFEST_FILE, 'database.sql', ...manifest.images.map((i) => `uploads/${i.path}`)];
    const withEntry = async (name: string, entry: LinkEntry) => {
      const file = join(backupDir, name);
      await writeFile(file, await archiveWith(unpacked, files, entry));
      return file;
    };
    // The attack of issue 30: a "picture" that is a link to the data directory's JWT secret.
    const withSymlink = await withEntry('symlink.tar.gz', {
      path: 'uploads/products/leak.webp',
      type: 'SymbolicLink',
      linkpath: '../../jwt-secret',
    });
    const withHardLink = await withEntry('hardlink.tar.gz', {
      path: 'uploads/products/hard.webp',
      type: 'Link',
      linkpath: '/etc/passwd',
    });

    const target = await emptyRestoreTarget();
    const targetUploads = await mkdtemp(join(tmpdir(), 'shop-restore-uploads-'));
    try {
      for (const [file, entry] of [
        [withSymlink, 'uploads/products/leak.webp (SymbolicLink -> ../../jwt-secret)'],
        [withHardLink, 'uploads/products/hard.webp (Link -> /etc/passwd)'],
      ] as const) {
        const attempt = restoreBackup(file, { target: target.target, uploadsDir: targetUploads, force: true });
        await expect(attempt).rejects.toThrow(BackupFileError);
        await expect(attempt).rejects.toThrow(entry);
        await expect(attempt).rejects.toThrow(/Nothing was changed/);
      }
      expect(await checksumsOf(targetUploads)).toEqual({});
    } finally {
      await target.drop();
      await rm(unpacked, { recursive: true, force: true });
    }
  });

  it('refuses a plain file the manifest does not list', { timeout: 180_000 }, async () => {
    const unpacked = await mkdtemp(join(tmpdir(), 'shop-extra-'));
    await tar.extract({ file: backup.file, cwd: unpacked });
    await writeFile(join(unpacked, 'uploads', 'products', 'unlisted.webp'), 'not in the manifest');
    const withExtra = join(backupDir, 'extra.tar.gz');
    await tar.create({ gzip: true, file: withExtra, cwd: unpacked }, [MANIFEST_FILE, 'database.sql', 'uploads']);
    const target = await emptyRestoreTarget();
    const targetUploads = await mkdtemp(join(tmpdir(), 'shop-restore-uploads-'));
    try {
      const attempt = restoreBackup(withExtra, { target: target.target, uploadsDir: targetUploads, force: true });
      await expect(attempt).rejects.toThrow(/manifest does not list: uploads\/products\/unlisted\.webp/);
      expect(await checksumsOf(targetUploads)).toEqual({});
    } finally {
      await target.drop();
      await rm(unpacked, { recursive: true, force: true });
    }
  });

  it('a backup taken while orders are being placed restores consistently: every order with its items, stock matching', { timeout: 180_000 }, async () => {
    const [category] = await t.database.db.select().from(categories).limit(1);
    const initialStock = 500;
    const made = await t.database.db
      .insert(products)
      .values(
        [0, 1, 2].map((i) => ({
          name: `Backup load ${i}`,
          sku: `BKP-${randomUUID().slice(0, 10)}`,
          mrpPaise: 250_00,
          stock: initialStock,
          categoryId: category!.id,
        })),
      )
      .returning({ id: products.id });
    const ids = made.map((p) => p.id);
    // Many customers, each placing only a few orders: order creation is limited per account (20 a minute).
    const customers = await createCustomers(t, 60);
    const perCustomer = 5;
    let placing = true;
    let placed = 0;
    let started = 0;
    const shoppers = [0, 1, 2].map(async (n) => {
      while (placing) {
        const customer = customers[Math.floor(started++ / perCustomer)];
        if (!customer) throw new Error(`more than ${customers.length * perCustomer} orders placed during the backup`);
        const res = await t.request('/api/orders', {
          method: 'POST',
          token: customer.token,
          json: {
            items: [
              { product: ids[n % 3]!, quantity: 1 + (placed % 3) },
              { product: ids[(n + 1) % 3]!, quantity: 1 },
            ],
            shippingAddress: address,
            paymentMethod: 'cod',
          },
        });
        expect(res.status, res.text).toBe(201);
        placed++;
      }
    });
    while (placed < 3) await new Promise((r) => setTimeout(r, 20));
    const during = await createBackup(
      { database: t.database, databaseUrl: t.config.DATABASE_URL, uploadsDir },
      backupDir,
    );
    const placedByThen = placed;
    placing = false;
    await Promise.all(shoppers);
    expect(placed).toBeGreaterThan(placedByThen - 1);

    const target = await emptyRestoreTarget();
    const targetUploads = await mkdtemp(join(tmpdir(), 'shop-restore-uploads-'));
    try {
      await restoreBackup(during.file, { target: target.target, uploadsDir: targetUploads, force: false });
      const restored = await target.open();
      try {
        const orderless = await queryRows<{ n: number }>(
          restored.db,
          sql`select count(*)::int as n from ${orders} o where not exists (select 1 from ${orderItems} i where i.order_id = o.id)`,
        );
        expect(orderless[0]!.n).toBe(0);
        for (const id of ids) {
          const [product] = await restored.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
          const [held] = await queryRows<{ n: number }>(
            restored.db,
            sql`select coalesce(sum(i.quantity), 0)::int as n from ${orderItems} i join ${orders} o on o.id = i.order_id
                where i.product_id = ${id} and o.status <> 'cancelled'`,
          );
          expect(product!.stock + held!.n).toBe(initialStock);
        }
        expect((await figuresOf(restored)).tables).toEqual(during.manifest.tables);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });
  it('backup -> restore keeps product texts that hold ; quotes, $$, comments and statements, the embedded restore run a few KB at a time', { timeout: 300_000 }, async () => {
    await addTrickyProducts(t.database.db);
    const texts = await trickyProductTexts(t.database.db);
    expect(Object.keys(texts)).toHaveLength(5);
    const tricky = await createBackup({ database: t.database, databaseUrl: t.config.DATABASE_URL, uploadsDir }, backupDir);
    const target = await emptyRestoreTarget();
    const targetUploads = await mkdtemp(join(tmpdir(), 'shop-restore-uploads-'));
    try {
      // 4 KB batches: the embedded database's dump runs in hundreds of them (PostgreSQL's psql reads the file itself).
      await restoreBackup(tricky.file, { target: target.target, uploadsDir: targetUploads, force: false, pgliteBatchChars: 4_096 });
      const restored = await target.open();
      try {
        expect((await figuresOf(restored)).tables).toEqual(tricky.manifest.tables);
        expect(await trickyProductTexts(restored.db)).toEqual(texts);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });
});
