import type { Words } from '@shop/shared/shopper-words';
import { serverWords } from '../lib/shopper-words';

/** What the error handler knows of a refused field: zod's issue code, its details and its own English message. */
export interface FieldIssue {
  code: string;
  message: string;
  details: Record<string, unknown>;
}

// zod 4 leaves the input out of its issues; its own message names what it received.
const isMissing = (issue: FieldIssue) => issue.code === 'invalid_type' && /received undefined$/i.test(issue.message);

/** A limit of zod's too_big / too_small: what is counted (string, number, array) and the bound. */
function bound(issue: FieldIssue, key: 'maximum' | 'minimum'): { origin: string; limit: number } | undefined {
  const limit = Number(issue.details[key]);
  const origin = typeof issue.details.origin === 'string' ? issue.details.origin : '';
  return Number.isFinite(limit) ? { origin, limit } : undefined;
}

/**
 * zod's own wording of a field refusal, as a catalogue message (`field.*` in packages/shared/src/shopper-messages/),
 * for an answer in another language than English (docs/decisions/206-request-refusals-in-the-shoppers-language.md).
 * English keeps zod's text, which tests and API clients already read; what no closer message fits is `field.invalid`.
 */
export function fieldWords(issue: FieldIssue, field: string): Words {
  const name = field || '-';
  if (isMissing(issue)) return serverWords('field.missing', { field: name });
  if (issue.code === 'unrecognized_keys') {
    const keys = Array.isArray(issue.details.keys) ? issue.details.keys.join(', ') : name;
    return serverWords('field.unknown', { field: keys });
  }
  if (issue.code === 'too_big') {
    const max = bound(issue, 'maximum');
    if (max?.origin === 'string') return serverWords('field.textTooLong', { field: name, max: max.limit });
    if (max?.origin === 'array' || max?.origin === 'set')
      return serverWords('field.tooManyItems', { field: name, max: max.limit });
    if (max) return serverWords('field.numberTooBig', { field: name, max: max.limit });
  }
  if (issue.code === 'too_small') {
    const min = bound(issue, 'minimum');
    if (min?.origin === 'string' && min.limit <= 1) return serverWords('field.missing', { field: name });
    if (min?.origin === 'string') return serverWords('field.textTooShort', { field: name, min: min.limit });
    if (min?.origin === 'array' || min?.origin === 'set')
      return serverWords('field.tooFewItems', { field: name, min: min.limit });
    if (min) return serverWords('field.numberTooSmall', { field: name, min: min.limit });
  }
  return serverWords('field.invalid', { field: name });
}
