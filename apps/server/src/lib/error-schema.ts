import { z } from 'zod';

/**
 * The body of every error answer (docs/decisions/010-errors-and-status-codes.md): `{ message }`, plus any
 * details an `AppError` carries. Routes list it under their 4xx responses so the OpenAPI document shows it.
 */
export const errorSchema = z.object({ message: z.string() }).loose();
