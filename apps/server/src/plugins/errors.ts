import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@shop/shared/messages';
import { DEFAULT_LOCALE } from '@shop/shared/locale';
import type { Words } from '@shop/shared/shopper-words';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseBusy } from '../db/client';
import { AppError } from '../lib/errors';
import { ProcessBusyError } from '../lib/load-shedding';
import { WriteQueueFullError } from '../lib/embedded-write-queue';
import { english, messageKeyOf, serverWords } from '../lib/shopper-words';
import { answerLanguage, say } from './answer-language';
import { type FieldIssue, fieldWords } from './field-words';

const GENERIC_5XX = serverWords('server.failed');
export const BUSY_MESSAGE = english(serverWords('server.busy'));
const BUSY_RETRY_AFTER_SECONDS = 2;
export const NUL_CHARACTER_MESSAGE = english(serverWords('request.nulCharacter'));
const INVALID_REQUEST = serverWords('request.invalid');

// PostgreSQL (and PGlite) refuse text holding a 0x00 byte with SQLSTATE 22021; drivers may wrap it in `cause`.
const UNTRANSLATABLE_CHARACTER = '22021';

function isNulCharacterError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === UNTRANSLATABLE_CHARACTER) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A field's message as the answer says it. English keeps naming a technical field before a generic message; a
 * message of the shopper catalogue speaks for itself, in the asking page's language (docs/decisions/203); zod's
 * own wording is said in that language from the issue (decision 206).
 */
function fieldMessage(request: FastifyRequest, issue: FieldIssue, field: string, prefixed: boolean): string {
  if (answerLanguage(request) !== DEFAULT_LOCALE) {
    if (messageKeyOf(issue.message)) return say(request, issue.message);
    if (issue.code !== 'custom') return say(request, fieldWords(issue, field));
  }
  return field && prefixed ? `${field}: ${issue.message}` : issue.message;
}

function zodMessage(request: FastifyRequest, error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return say(request, INVALID_REQUEST);
  const { code, message, path, ...details } = issue;
  const field = path.join('.');
  const prefixed = !message.toLowerCase().includes(field.toLowerCase()) && code !== 'custom';
  return fieldMessage(request, { code, message, details }, field, prefixed);
}

/** The catalogue key of a worded message, so a client can tell refusals apart in any language. */
function keyed(message: string | Words): { messageKey?: string } {
  const key = messageKeyOf(message);
  return key ? { messageKey: key } : {};
}

/**
 * Words rate-limit refusals: @fastify/rate-limit throws what a route's errorResponseBuilder returned, which may
 * carry `words` (apps/server/src/app-platform.ts, orders.rate-limit.ts).
 */
function rateLimitWords(error: unknown) {
  const words = (error as { words?: unknown }).words;
  return words && typeof words === 'object' ? (words as Words) : undefined;
}

/** The single place where failures become `{message}` JSON with the right status; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    // Shopper answers depend on the page's language (docs/decisions/203); a cache must keep them apart.
    if (!request.adminRoute) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    }
    if (error instanceof AppError) {
      const message = error.words ?? error.message;
      return reply
        .status(error.statusCode)
        .send({ message: say(request, message), code: error.code, ...keyed(message), ...error.details });
    }
    if (error instanceof ZodError) {
      const message = zodMessage(request, error);
      return reply.status(400).send({ message, code: 'VALIDATION', ...keyed(error.issues[0]?.message ?? '') });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const message = first?.message ?? english(INVALID_REQUEST);
      const isGeneric = /^(Invalid input|Required)/i.test(message);
      const issue = { code: first?.keyword ?? 'invalid', message, details: first?.params ?? {} };
      return reply.status(400).send({
        message: fieldMessage(request, issue, field, isGeneric),
        code: 'VALIDATION',
        ...keyed(message),
        field: field || undefined,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: say(request, GENERIC_5XX) });
    }
    // A saturated database: a quick 503 the client can retry, instead of a request queueing for many seconds.
    // The same for a write refused while this process is saturated (decision 268; logged there, throttled) and for
    // one that found no turn on the embedded database within DB_WAIT_MS (decision 284; logged there, throttled).
    const isSaturated = error instanceof ProcessBusyError || error instanceof WriteQueueFullError;
    if (isSaturated || isDatabaseBusy(error)) {
      if (!isSaturated) request.log.warn({ err: error }, 'database busy: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ message: say(request, BUSY_MESSAGE), code: 'BUSY' });
    }
    // A NUL byte in a query, path or body reaches the database as text it refuses: the client's mistake, not ours.
    if (isNulCharacterError(error))
      return reply.status(400).send({ message: say(request, NUL_CHARACTER_MESSAGE), code: 'VALIDATION' });
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send({ message: say(request, GENERIC_5XX) });
    }
    if (status === 429) {
      const message = rateLimitWords(error) ?? (error.message || MESSAGES.tooManyRequests);
      return reply.status(429).send({ message: say(request, message), ...keyed(message) });
    }
    // Fastify's own 4xx (malformed JSON, body too large, bad content type) keep their status.
    return reply.status(status).send({ message: friendlyFastifyMessage(request, error) });
  });
}

/** Fastify's own refusals in the shopper's words; another 4xx keeps Fastify's English, or says "invalid request". */
function friendlyFastifyMessage(request: FastifyRequest, error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return say(request, serverWords('request.malformedJson'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return say(request, serverWords('request.bodyTooLarge'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return say(request, serverWords('request.unsupportedContentType'));
    default:
      if (answerLanguage(request) !== DEFAULT_LOCALE || !error.message) return say(request, INVALID_REQUEST);
      return error.message;
  }
}
