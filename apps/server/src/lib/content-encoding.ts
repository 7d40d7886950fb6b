import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
export type ContentEncoding = 'br' | 'gzip';

/** Below this, compressing saves less than its headers cost (the same threshold as @fastify/compress in app.ts). */
export const MIN_COMPRESS_BYTES = 1024;

/** br when the client takes it, else gzip, else nothing (RFC 9110 Accept-Encoding, q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: ContentEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * Made once per cached answer, so a better ratio than per-request compression can afford is still cheap
 * (about a millisecond for a 100-product page).
 */
export function compress(body: string, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, GZIP_OPTIONS);
  return brotliCompressSync(body, brotliOptions(body));
}

/** The same compression on libuv's thread pool, for copies nobody is waiting for (the main thread stays free). */
export function compressInBackground(body: string, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, GZIP_OPTIONS);
  return brotliAsync(body, brotliOptions(body));
}

const GZIP_OPTIONS = { level: 6 };
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function brotliOptions(body: string) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  };
}
