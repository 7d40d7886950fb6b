import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, readFile, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar';
import { z } from 'zod';

export const BACKUP_FORMAT = 'shopkart-backup';
export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'database.sql';
export const IMAGES_DIR = 'uploads';

const fileEntry = z.object({ path: z.string().min(1), bytes: z.number().int().min(0), sha256: z.string().length(64) });

/** What a backup file holds, written first into the archive and checked entry by entry before a restore. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  dump: fileEntry,
  tables: z.record(z.string(), z.number().int().min(0)),
  sequences: z.record(z.string(), z.number().nullable()),
  images: z.array(fileEntry),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntry>;

export class BackupFileError extends Error {}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file below `dir` (relative, '/'-separated), hidden names (the resize cache) left out. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((segment) => segment.startsWith('.')))
    .sort();
}

export async function describeFile(root: string, path: string): Promise<FileEntry> {
  const full = join(root, path);
  return { path, bytes: (await stat(full)).size, sha256: await sha256File(full) };
}

/** The only tar entry types a restore writes: a link of any kind could point the shop at a file outside it. */
const RESTORABLE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Every entry of the archive that is not a plain file or folder (symbolic or hard link, device, FIFO...), read
 * before anything is extracted: a backup holding `uploads/products/leak.webp -> ../../jwt-secret` would make
 * the shop serve its own secret (docs/decisions/156-restore-writes-only-plain-files.md).
 */
async function linkEntries(file: string): Promise<string[]> {
  const found: string[] = [];
  await tar.list({
    file,
    onReadEntry: (entry) => {
      if (!RESTORABLE_TYPES.has(entry.type)) found.push(`${entry.path} (${entry.type}${entry.linkpath ? ` -> ${entry.linkpath}` : ''})`);
    },
  });
  return found;
}

/** Files below `dir` that are not plain files (links), and plain files the manifest does not list. */
async function unexpectedEntries(dir: string, expected: ReadonlySet<string>): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => ({ e, path: relative(dir, join(e.parentPath, e.name)).split(sep).join('/') }))
    .filter(({ e, path }) => !e.isFile() || !expected.has(path))
    .map(({ path }) => path);
}

/** Packs a staging directory (manifest, dump, uploads/) into one gzip-compressed tar file, readable by its owner only. */
export async function packArchive(stagingDir: string, file: string): Promise<void> {
  const entries = (await readdir(stagingDir)).sort((a, b) => (a === MANIFEST_FILE ? -1 : b === MANIFEST_FILE ? 1 : a < b ? -1 : 1));
  // Compressed by Node's zlib stream, which works on libuv's thread pool: tar's own gzip option compresses on
  // the main thread, and a large shop's dump then held up every request for the length of the backup.
  await pipeline(tar.create({ cwd: stagingDir, portable: true }, entries), createGzip(), createWriteStream(file, { mode: 0o600 }));
}

/**
 * Unpacks a backup file into `targetDir` and proves it whole: the archive must decompress to its end (gzip
 * carries a length and CRC), hold a valid manifest, and every dumped or image file must have the size and
 * SHA-256 the manifest gives. Any failure is a BackupFileError with a message for the person restoring.
 */
export async function unpackAndVerify(file: string, targetDir: string): Promise<BackupManifest> {
  await stat(file).catch(() => {
    throw new BackupFileError(`Backup file not found: ${file}`);
  });
  await mkdir(targetDir, { recursive: true });
  let links: string[] = [];
  try {
    // The whole compressed stream first: a truncated or altered file fails here (length and CRC), before
    // a single entry is written.
    await pipeline(createReadStream(file), createGunzip(), new Writable({ write: (_chunk, _enc, done) => done() }));
    links = await linkEntries(file);
    if (links.length === 0)
      await tar.extract({ file, cwd: targetDir, strict: true, filter: (_path, entry) => RESTORABLE_TYPES.has((entry as tar.ReadEntry).type) });
  } catch (error) {
    throw new BackupFileError(
      `The backup file ${file} is damaged or incomplete and was not restored (${(error as Error).message}). Nothing was changed.`,
    );
  }
  if (links.length > 0) {
    throw new BackupFileError(
      `The backup file ${file} holds links, which a restore never writes: ${links.join(', ')}. Nothing was changed.`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(join(targetDir, MANIFEST_FILE), 'utf8')));
  } catch {
    throw new BackupFileError(
      `The file ${file} is not a ShopKart backup or its manifest is damaged; nothing was changed.`,
    );
  }
  const expected = [
    { ...manifest.dump, path: manifest.dump.path },
    ...manifest.images.map((i) => ({ ...i, path: `${IMAGES_DIR}/${i.path}` })),
  ];
  for (const entry of expected) {
    if (entry.path.split('/').includes('..')) throw new BackupFileError(`The backup names an unsafe path: ${entry.path}`);
    const isPlainFile = (await lstat(join(targetDir, entry.path)).catch(() => null))?.isFile() ?? false;
    const actual = isPlainFile ? await describeFile(targetDir, entry.path).catch(() => null) : null;
    if (!actual || actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256) {
      throw new BackupFileError(
        `The backup file ${file} is damaged: ${entry.path} ${actual ? 'does not match its checksum' : 'is missing'}. Nothing was changed.`,
      );
    }
  }
  const extra = await unexpectedEntries(targetDir, new Set([MANIFEST_FILE, ...expected.map((e) => e.path)]));
  if (extra.length > 0) {
    throw new BackupFileError(
      `The backup file ${file} holds files its manifest does not list: ${extra.slice(0, 5).join(', ')}. Nothing was changed.`,
    );
  }
  return manifest;
}
