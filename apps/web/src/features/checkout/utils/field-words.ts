import { MESSAGES } from '@shop/shared/messages';
import type { MessageKey, Translator } from '../../../lib/i18n/i18n';

/**
 * The shared schemas' messages (packages/shared/src/messages.ts) stay English: the server answers with them.
 * Checkout's fields show them in the page's language, found by their text; any other message shows as it is.
 */
const WORDS = new Map<string, MessageKey>([
  [MESSAGES.fillRequired, 'checkout.fillRequired'],
  [MESSAGES.invalidEmail, 'checkout.field.invalidEmail'],
  [MESSAGES.invalidPhone, 'checkout.field.invalidPhone'],
  [MESSAGES.invalidState, 'checkout.field.invalidState'],
  [MESSAGES.invalidPincode, 'checkout.field.invalidPincode'],
]);

export function fieldWords(message: string | undefined, t: Translator['t']): string | undefined {
  const key = message && WORDS.get(message);
  return key ? t(key) : message;
}
