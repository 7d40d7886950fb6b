import { timingSafeEqual } from 'node:crypto';
import type { RazorpayErrorBody } from './types';

/** An answer the simulator gives instead of a result: Razorpay's status and error body. */
export class SimError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }
}

export const badRequest = (
  description: string,
  field: string | null = null,
  extra: Partial<RazorpayErrorBody['error']> = {},
) =>
  new SimError(400, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      field,
      source: field ? 'business' : 'NA',
      step: field ? 'payment_initiation' : 'NA',
      reason: field ? 'input_validation_failed' : 'NA',
      metadata: {},
      ...extra,
    },
  });
export const missingId = () => badRequest('The id provided does not exist');
export const invalidKey = () =>
  new SimError(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The API key provided is invalid' } });
export const now = () => Math.floor(Date.now() / 1000);
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const SERVER_ERROR_TEXT = 'We are facing some trouble completing your request at the moment. Please try again shortly.';
export const serverErrorBody = () => ({ error: { code: 'SERVER_ERROR', description: SERVER_ERROR_TEXT } });

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
