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

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unauthorized = (message = 'Please log in to continue') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
