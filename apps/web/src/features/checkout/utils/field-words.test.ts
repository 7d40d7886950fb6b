import { MESSAGES } from '@shop/shared/messages';
import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../../../lib/i18n/i18n';
import { fieldWords } from './field-words';

describe("checkout's field messages in the page's language (decision 256)", () => {
  it('words the shared schema messages in Hindi and keeps them in English', async () => {
    const hindi = await loadTranslator('hi');
    const english = await loadTranslator('en');
    expect(fieldWords(MESSAGES.invalidPincode, hindi.t)).toBe('पिन कोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता');
    expect(fieldWords(MESSAGES.fillRequired, hindi.t)).toBe('कृपया सभी ज़रूरी जानकारी भरें');
    expect(fieldWords(MESSAGES.invalidPhone, english.t)).toBe(MESSAGES.invalidPhone);
  });

  it('shows any other message as it came, and nothing for no message', async () => {
    const hindi = await loadTranslator('hi');
    expect(fieldWords('Name must be at most 100 characters long', hindi.t)).toBe(
      'Name must be at most 100 characters long',
    );
    expect(fieldWords(undefined, hindi.t)).toBeUndefined();
  });
});
