import type { BrowserMessageKey, ServerMessageKey } from '@shop/shared/shopper-messages';
import { ApiError } from './api-client';

/**
 * Which shopper message a refusal is (`messageKey` in the error answer), the same in every language: screens
 * that act on a particular refusal ask this, never the words (docs/decisions/203).
 */
export function isRefusal(error: unknown, key: BrowserMessageKey | ServerMessageKey): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body as { messageKey?: unknown } | undefined;
  return body?.messageKey === key;
}
