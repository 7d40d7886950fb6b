import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseBusy } from '../db/client';
import { AppError } from '../lib/errors';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';
export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment; nothing was lost.';
const BUSY_RETRY_AFTER_SECONDS = 2;
export const NUL_CHARACTER_MESSAGE = 'Text may not contain NUL characters';

// PostgreSQL (and PGlite) refuse text holding a 0x00 byte with SQLSTATE 22021; drivers may wrap it in `cause`.
const UNTRANSLATABLE_CHARACTER = '22021';

function isNulCharacterError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === UNTRANSLATABLE_CHARACTER) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field && !issue.message.toLowerCase().includes(field.toLowerCase()) && issue.code !== 'custom'
    ? `${field}: ${issue.message}`
    : issue.message;
}

/** The single place where failures become `{message}` JSON with the right status; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...error.details });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: zodMessage(error), code: 'VALIDATION' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Invalid request';
      const isGeneric = /^(Invalid input|Required)/i.test(message);
      return reply.status(400).send({
        message: field && isGeneric ? `${field}: ${message}` : message,
        code: 'VALIDATION',
        field: field || undefined,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: GENERIC_5XX });
    }
    // A saturated database: a quick 503 the client can retry, instead of a request queueing for many seconds.
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ message: BUSY_MESSAGE, code: 'BUSY' });
    }
    // A NUL byte in a query, path or body reaches the database as text it refuses: the client's mistake, not ours.
    if (isNulCharacterError(error))
      return reply.status(400).send({ message: NUL_CHARACTER_MESSAGE, code: 'VALIDATION' });
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send({ message: GENERIC_5XX });
    }
    if (status === 429)
      return reply.status(429).send({ message: error.message || 'Too many requests. Please try again later.' });
    // Fastify's own 4xx (malformed JSON, body too large, bad content type) keep their status.
    return reply.status(status).send({ message: friendlyFastifyMessage(error) });
  });
}

function friendlyFastifyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Malformed JSON in request body';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message || 'Invalid request';
  }
}
