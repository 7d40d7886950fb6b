import { z } from 'zod';

/**
 * The body of every error answer (docs/decisions/010-errors-and-status-codes.md): `{ message }`, plus any
 * details an `AppError` carries. Routes list it under their 4xx responses so the OpenAPI document shows it.
 */
export const errorSchema = z
  .object({
    message: z.string(),
    messageKey: z
      .string()
      .optional()
      .describe('Which shopper message this is, the same in every language (docs/decisions/203)'),
  })
  .loose();

/** `{ 400: errorSchema, 401: errorSchema, … }` for the listed status codes: a route's error answers in one line. */
export function errorResponses<const Code extends number>(...codes: Code[]): Record<Code, typeof errorSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<Code, typeof errorSchema>;
}
