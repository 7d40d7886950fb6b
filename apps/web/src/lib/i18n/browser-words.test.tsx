import { MESSAGES } from '@shop/shared/messages';
import { NETWORK_ERROR_MESSAGE } from '@shop/shared/network-message';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldError, FormAlert } from '../../components/ui/input';
import { I18nContext, loadTranslator } from './i18n';

/*
 * Messages the browser writes itself (a shared schema's field message, a screen's fallback) in the page's language
 * (decision 203): the field and form messages word them from the shopper message catalogue's pairs, fetched by a
 * Hindi page the first time it has one to show. Anything else, and every English page, shows the text as it is.
 */
afterEach(cleanup);

// The first Hindi message makes Vite build the pairs module from the catalogue (about a second, more on a busy
// machine); a browser fetches the built chunk instead.
const FIRST_LOAD = { timeout: 15_000 };

async function inLanguage(locale: 'en' | 'hi', element: React.ReactNode) {
  const translator = await loadTranslator(locale);
  return render(<I18nContext value={translator}>{element}</I18nContext>);
}

describe('browser-written messages in the page language', () => {
  it('words a shared field message and a screen fallback in Hindi on a Hindi page', async () => {
    await inLanguage(
      'hi',
      <>
        <FieldError>{MESSAGES.invalidPincode}</FieldError>
        <FormAlert>{NETWORK_ERROR_MESSAGE}</FormAlert>
      </>,
    );
    expect(await screen.findByText('पिन कोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।',
    );
  });

  it('keeps English on an English page, and a message the catalogue does not hold on a Hindi one', async () => {
    await inLanguage('en', <FieldError>{MESSAGES.invalidPincode}</FieldError>);
    expect(screen.getByText(MESSAGES.invalidPincode)).toBeTruthy();
    cleanup();
    // The server words its own answers: a Hindi answer, and anything unknown, is shown as it came.
    await inLanguage('hi', <FormAlert>{'ईमेल या पासवर्ड गलत है'}</FormAlert>);
    expect((await screen.findByRole('alert', {}, FIRST_LOAD)).textContent).toBe('ईमेल या पासवर्ड गलत है');
  });
});
