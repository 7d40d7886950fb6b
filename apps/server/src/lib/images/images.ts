import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOG_MESSAGES, IMAGE_WIDTHS, type ImageWidth } from '@shop/shared/schemas/catalog';
import { AppError, badRequest, notFound } from '../errors';
import { loadSharp } from '../heavy-modules';

export interface ImageResizingOptions {
  /** Directory served under `prefix`; resized copies are kept in its `.cache` folder. */
  uploadsDir: string;
  prefix?: string;
}

export const IMAGE_CACHE_DIR = '.cache';
const RESIZABLE = new Set(['.webp', '.png', '.jpg', '.jpeg', '.avif', '.gif', '.tif', '.tiff']);
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
// Refuses decompression bombs; 50 megapixels is far above any product photo.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * `GET /uploads/<path>?w=400` answers a WebP at most that wide, made with sharp once per file and width and
 * kept under `<uploadsDir>/.cache/w400/<path>` (atomic rename, so processes sharing the directory never see a
 * half-written file). Without `w` the request continues to the static file server untouched. Registered
 * before @fastify/static as an onRequest hook because a second route on `/uploads/*` is not allowed.
 */
export const imageResizing = fp<ImageResizingOptions>(
  async (app: FastifyInstance, { uploadsDir, prefix = '/uploads/' }) => {
    const root = resolve(uploadsDir);
    const cacheRoot = join(root, IMAGE_CACHE_DIR);
    // Concurrent first requests for one size share a single resize.
    const inFlight = new Map<string, Promise<Buffer>>();

    async function resizeOnce(source: string, target: string, width: ImageWidth): Promise<Buffer> {
      let pending = inFlight.get(target);
      if (!pending) {
        pending = renderAndStore(source, target, width).finally(() => inFlight.delete(target));
        inFlight.set(target, pending);
      }
      return pending;
    }

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!request.url.startsWith(prefix)) return;
      const query = request.query as Record<string, unknown> | undefined;
      if (query?.w === undefined) return;

      const width = parseWidth(query.w);
      const relative = parseRelativePath(request.url, prefix);
      const source = resolve(root, relative);
      if (!source.startsWith(root + sep)) throw badRequest('Invalid image path');
      const sourceStat = await stat(source).catch(() => null);
      if (!sourceStat?.isFile()) throw notFound('Image not found');

      const target = join(cacheRoot, `w${width}`, extname(relative) === '.webp' ? relative : `${relative}.webp`);
      const cached = await stat(target).catch(() => null);
      // A cached copy older than its original (a file replaced under the same name) is made again.
      const body =
        cached && cached.mtimeMs >= sourceStat.mtimeMs ? await readFile(target) : await resizeOnce(source, target, width);
      return reply.header('cache-control', CACHE_CONTROL).type('image/webp').send(body);
    });
  },
  { name: 'image-resizing' },
);

export function parseWidth(value: unknown): ImageWidth {
  const width = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) throw badRequest(CATALOG_MESSAGES.invalidImageWidth);
  return width as ImageWidth;
}

/** The decoded path below the prefix; anything that could leave the uploads directory is refused. */
export function parseRelativePath(url: string, prefix: string, { resizable = true } = {}): string {
  const encoded = url.slice(prefix.length).split('?')[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    throw badRequest('Invalid image path');
  }
  const segments = path.split(/[\\/]/);
  // '..' escapes, '.'-prefixed names are the cache and other hidden files, empty segments are '//' tricks.
  if (path.includes('\0') || segments.some((s) => s === '' || s.startsWith('.'))) {
    throw badRequest('Invalid image path');
  }
  if (resizable && !RESIZABLE.has(extname(path).toLowerCase())) throw badRequest('Only images can be resized');
  return segments.join('/');
}

/** The resized WebP variant of a picture (a file path or its bytes). */
export async function renderVariant(source: string | Buffer, width: ImageWidth): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image could not be read');
  }
}

async function renderAndStore(source: string, target: string, width: ImageWidth): Promise<Buffer> {
  const body = await renderVariant(source, width);
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, body);
    await rename(temporary, target);
  } catch {
    // The picture is still served; the next request tries to cache it again.
    await rm(temporary, { force: true });
  }
  return body;
}
