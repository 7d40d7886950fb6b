import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document as a contract (docs/decisions/196-openapi-contract.md). Routes state what only they
 * know: an operationId, a summary, the description of their success answer (`schema.describe(...)`), whether a
 * token is needed (`security`) and a file type (`produces`). What follows from those is filled in here, once:
 * public routes get `security: []`, token routes their 401, every limited route its 429, error answers the
 * meaning of their status code, files a binary 200 with JSON errors, and the provider simulators stay out.
 */

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformInput = Parameters<Transform>[0];
type JsonSchema = Record<string, unknown>;

/** What each error status means in this API (docs/decisions/010-errors-and-status-codes.md). */
export const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'Invalid request: the message names the field or the rule',
  401: 'No valid session: not signed in, or the session has expired',
  403: 'Signed in, but this account may not do this',
  404: 'Not found (also what another customer’s record answers)',
  409: 'Conflicts with the current state (out of stock, already done, wrong status)',
  413: 'The body or an upload is too large',
  415: 'The upload is not an accepted file type',
  422: 'Refused by a business rule: the message says which',
  428: 'A proof of work is needed first: solve the challenge and send it again',
  429: 'Too many requests: the message says when to try again',
  502: 'The payment or courier provider failed: try again later',
  503: 'Temporarily unavailable',
};

/** The provider simulators (test doubles of Razorpay and Shiprocket) are not part of the shop's API. */
export const HIDDEN_PREFIXES = ['/sim/'] as const;

const FILE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'The PDF document, as a download',
  'text/csv': 'The CSV file, as a download',
};

const errorJsonSchema = (status: number): JsonSchema => ({
  description: ERROR_DESCRIPTIONS[status] ?? 'Error',
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: {},
});

const isLimited = (route: TransformInput['route']) =>
  (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false;

/** A file route's 200: the bytes under its media type; its errors stay JSON. */
function fileResponse(mediaType: string) {
  return {
    description: FILE_DESCRIPTIONS[mediaType] ?? 'The file, as a download',
    headers: {
      'content-disposition': { type: 'string', description: 'attachment; filename="…"' },
    },
    content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
  };
}

/** The route schema as the document shows it (see the file comment). */
export const openapiTransform: Transform = (input) => {
  const { url, route } = input;
  if (HIDDEN_PREFIXES.some((prefix) => url.startsWith(prefix))) return { schema: { hide: true }, url };
  const converted = jsonSchemaTransform(input);
  const schema = { ...(converted.schema as JsonSchema) };
  if (schema.hide) return { schema, url };

  const responses: Record<string, JsonSchema> = { ...((schema.response as Record<string, JsonSchema>) ?? {}) };
  const produces = (schema.produces as string[] | undefined)?.[0];
  delete schema.produces;
  if (produces) responses[200] = fileResponse(produces);

  const security = (schema.security as unknown[] | undefined) ?? [];
  schema.security = security;
  if (security.length > 0 && !responses[401]) responses[401] = errorJsonSchema(401);
  if (isLimited(route) && !responses[429]) responses[429] = errorJsonSchema(429);

  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) >= 400 && !response.description) {
      responses[status] = { ...response, description: ERROR_DESCRIPTIONS[Number(status)] ?? 'Error' };
    }
  }
  schema.response = responses;
  return { schema, url };
};
