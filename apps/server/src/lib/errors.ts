import type { Words } from '@shop/shared/shopper-words';
import { english } from './shopper-words';

/** One error type for every expected failure; its code maps to an HTTP status in one place. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  INVALID_STATUS_CHANGE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CHALLENGE_REQUIRED: 428,
  RATE_LIMITED: 429,
  PROVIDER_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * `message` is the English (logs, admin answers); `words` keeps a message with values, so the answer can word it
 * in the shopper's language (docs/decisions/203-server-words-in-the-shoppers-language.md).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly words: Words | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string | Words,
    readonly details?: Record<string, unknown>,
  ) {
    super(typeof message === 'string' ? message : english(message));
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.words = typeof message === 'string' ? undefined : message;
  }
}

type Message = string | Words;

export const badRequest = (message: Message) => new AppError('BAD_REQUEST', message);
export const notFound = (message: Message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: Message) => new AppError('CONFLICT', message);
export const unauthorized = (message: Message = 'Please log in to continue') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: Message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
