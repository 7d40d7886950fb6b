import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ImageWidth } from '@shop/shared/schemas/catalog';
import { notFound } from '../errors';
import { IMAGE_CACHE_DIR, parseRelativePath, parseWidth, renderVariant } from './images';
import type { ImageBlobs } from './s3-image-store';
import { isPlainFileBelow, isPrivateUpload } from './plain-uploads';

export interface BlobImagesOptions {
  blobs: ImageBlobs;
  /** Pictures not (yet) in the bucket, such as the demo seed's, are still served from this directory. */
  uploadsDir: string;
  prefix?: string;
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/**
 * `/uploads/*` when pictures live in an S3-compatible bucket: every process reads the same objects, and a
 * `?w=` variant is made once and kept in the bucket under `.cache/w<width>/<path>` — the same layout and the
 * same "remade when older than its original" rule as the disk cache (images.ts), shared by all processes.
 */
export const blobImages = fp<BlobImagesOptions>(
  async (app: FastifyInstance, { blobs, uploadsDir, prefix = '/uploads/' }) => {
    const root = resolve(uploadsDir);
    const inFlight = new Map<string, Promise<Buffer>>();

    async function original(relative: string): Promise<{ body: Buffer; modifiedMs: number } | null> {
      if (isPrivateUpload(relative)) return null;
      const [meta, body] = await Promise.all([blobs.stat(relative), blobs.read(relative)]);
      if (meta && body) return { body, modifiedMs: meta.modifiedMs };
      const file = resolve(root, relative);
      if (!file.startsWith(root + sep)) return null;
      if (!(await isPlainFileBelow(root, relative))) return null;
      const local = await stat(file).catch(() => null);
      return local?.isFile() ? { body: await readFile(file), modifiedMs: local.mtimeMs } : null;
    }

    async function variant(relative: string, width: ImageWidth): Promise<Buffer> {
      const key = `${IMAGE_CACHE_DIR}/w${width}/${extname(relative) === '.webp' ? relative : `${relative}.webp`}`;
      const source = await original(relative);
      if (!source) throw notFound('Image not found');
      const cached = await blobs.stat(key);
      if (cached && cached.modifiedMs >= source.modifiedMs) {
        const body = await blobs.read(key);
        if (body) return body;
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = (async () => {
          const body = await renderVariant(source.body, width);
          // The picture is still served when caching fails; the next request tries again.
          await blobs.write(key, body, 'image/webp').catch((err: unknown) => app.log.warn({ err }, 'image cache write failed'));
          return body;
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    }

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!request.url.startsWith(prefix)) return;
      const query = request.query as Record<string, unknown> | undefined;
      if (query?.w !== undefined) {
        const width = parseWidth(query.w);
        const body = await variant(parseRelativePath(request.url, prefix), width);
        return reply.header('cache-control', CACHE_CONTROL).type('image/webp').send(body);
      }
      const relative = parseRelativePath(request.url, prefix, { resizable: false });
      const found = await original(relative);
      if (!found) throw notFound('Image not found');
      return reply
        .header('cache-control', CACHE_CONTROL)
        .type(CONTENT_TYPES[extname(relative).toLowerCase()] ?? 'application/octet-stream')
        .send(found.body);
    });
  },
  { name: 'blob-images' },
);
