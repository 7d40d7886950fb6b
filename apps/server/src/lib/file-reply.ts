import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A file answer (PDF, CSV or a streamed backup) sent as a download that no shared cache keeps. The reply is taken untyped: the
 * route's zod response schemas describe its JSON errors, the file itself is documented by `produces`
 * (docs/decisions/196-openapi-contract.md).
 */
export function sendDownload(
  reply: FastifyReply,
  contentType: string,
  disposition: string,
  body: Buffer | string | Readable,
) {
  return reply
    .type(contentType)
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store')
    .send(body);
}
