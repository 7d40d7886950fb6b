import { lstat, realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { parseRelativePath } from './images';

/** Folders below /uploads/ that are never public: return evidence is served by its own route to its viewers. */
export const PRIVATE_UPLOAD_FOLDERS = ['returns'] as const;

export const isPrivateUpload = (relative: string) =>
  PRIVATE_UPLOAD_FOLDERS.some((folder) => relative === folder || relative.startsWith(`${folder}/`));

/**
 * True when `relative` names a plain file below `root` reached without a symbolic link on the way: a link
 * planted in the uploads folder (a restored backup, a shared disk) must not make the shop serve what it points
 * at (docs/decisions/156-restore-writes-only-plain-files.md).
 */
export async function isPlainFileBelow(root: string, relative: string): Promise<boolean> {
  const realRoot = await realpath(root).catch(() => null);
  if (!realRoot) return false;
  const file = resolve(realRoot, relative);
  if (!file.startsWith(realRoot + sep)) return false;
  const [real, stats] = await Promise.all([realpath(file).catch(() => null), lstat(file).catch(() => null)]);
  return real === file && (stats?.isFile() ?? false);
}

/**
 * Runs before the resizer and the static file server on `/uploads/*`: private folders and anything that is not
 * a plain file (a symlink, a folder) answer 404, so neither of them ever follows a link.
 */
export const plainUploads = fp<{ uploadsDir: string; prefix?: string }>(
  async (app: FastifyInstance, { uploadsDir, prefix = '/uploads/' }) => {
    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!request.url.startsWith(prefix)) return;
      const relative = parseRelativePath(request.url, prefix, { resizable: false });
      if (isPrivateUpload(relative) || !(await isPlainFileBelow(uploadsDir, relative))) throw notFound('Image not found');
    });
  },
  { name: 'plain-uploads' },
);
