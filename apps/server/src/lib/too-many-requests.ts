import type { Words } from '@shop/shared/shopper-words';
import { english } from './shopper-words';

/**
 * What a @fastify/rate-limit errorResponseBuilder returns: the plugin throws it, and the error handler
 * (plugins/errors.ts) answers its `words` in the page's language (docs/decisions/203).
 */
export function tooManyRequests(words: Words): { statusCode: 429; message: string; words: Words } {
  return { statusCode: 429, message: english(words), words };
}

/** The wait a limit's time-to-live leaves, in whole minutes (at least one): `{ minutes }` for the message. */
export function minutesLeft(ttlMs: number): { minutes: number } {
  return { minutes: Math.max(1, Math.ceil(ttlMs / 60_000)) };
}
