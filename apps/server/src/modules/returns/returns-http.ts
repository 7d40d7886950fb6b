import { z } from 'zod';
import { returnRequestSchema } from '@shop/shared/schemas/returns';
import { errorResponses } from '../../lib/error-schema';

/** What the customer and the admin return routes answer with besides their own 2xx. */
export const returnErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502);
export const idParams = z.object({ id: z.string().max(100) });
export const returnResponse = z.object({ return: returnRequestSchema });
