import type { FastifyReply } from 'fastify';

/**
 * A file answer (PDF or CSV) sent as a download that no shared cache keeps. The reply is taken untyped: the
 * route's zod response schemas describe its JSON errors, the file itself is documented by `produces`
 * (docs/decisions/196-openapi-contract.md).
 */
export function sendDownload(reply: FastifyReply, contentType: string, disposition: string, body: Buffer | string) {
  return reply
    .type(contentType)
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store')
    .send(body);
}
