import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { etagOf, type CachedAnswer, type CatalogCache } from './catalog-cache';
import { compress, MIN_COMPRESS_BYTES, preferredEncoding } from '../../lib/content-encoding';

export interface CacheableAnswer<T> {
  value: T;
  /** What the answer shows, so a change to it can drop the answer (see catalog-cache.ts). */
  tags: readonly string[];
}

/**
 * Answers from the cache when it holds `key`; otherwise loads, serializes exactly as the route's response
 * schema would, stores (unless a write overtook the read) and answers. Either way the answer carries an
 * ETag, and a matching If-None-Match gets 304 with no body. Cached answers are sent compressed from
 * copies made once, as the client accepts.
 */
export async function replyCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: CatalogCache,
  key: string,
  schema: z.ZodType<T>,
  load: () => Promise<CacheableAnswer<T>>,
): Promise<FastifyReply> {
  const hit = cache.get(key);
  if (hit) return send(request, reply, cache, hit, 'hit');
  // Taken before the read: a write that commits while we read makes this answer unstorable.
  const ticket = cache.beginRead();
  const { value, tags } = await load();
  const body = JSON.stringify(z.encode(schema, value));
  const answer = cache.store(ticket, key, body, tags) ?? { body, etag: etagOf(body) };
  return send(request, reply, cache, answer, 'miss');
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: CatalogCache,
  answer: CachedAnswer | Pick<CachedAnswer, 'body' | 'etag'>,
  source: 'hit' | 'miss',
): FastifyReply {
  // no-cache: browsers may keep the answer but must ask again each time, so stock is never shown from memory.
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('x-cache', source);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  // A cached answer carries its compressed copies; an unstored one is left to the compress plugin.
  if (!encoding || !('encoded' in answer) || answer.body.length < MIN_COMPRESS_BYTES) return reply.send(answer.body);
  let data = answer.encoded[encoding];
  if (!data) {
    data = compress(answer.body, encoding);
    cache.attachEncoded(answer, encoding, data);
  }
  return reply.header('content-encoding', encoding).send(data);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110): W/"x" and "x" name the same representation.
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
