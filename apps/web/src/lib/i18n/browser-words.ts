import { DEFAULT_LOCALE, type Locale } from '@shop/shared/locale';
import { useEffect, useReducer } from 'react';
import { useT } from './i18n';

/**
 * Messages the browser writes in English itself (a shared schema's field message, a screen's own fallback) in
 * the page's language (docs/decisions/203-server-words-in-the-shoppers-language.md). The server words its own
 * answers; these come from the same catalogue as English-to-Hindi pairs (build/browser-words.ts), a lazy chunk a
 * Hindi page fetches the first time it has one to show. A message the catalogue does not hold stays English.
 */
type Pairs = Readonly<Record<string, string>>;

/** Each language's pairs (English needs none); a language added to LOCALES is a type error here until it has some. */
const LOADERS: Record<Locale, (() => Promise<{ default: Pairs }>) | null> = {
  en: null,
  hi: () => import('virtual:browser-words/hi'),
};

/** Each language's pairs once loaded; null when they could not be (the English is shown then). */
const loaded = new Map<Locale, Pairs | null>();
const loading = new Map<Locale, Promise<void>>();

function load(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    const loader = LOADERS[locale];
    pending = (loader ? loader() : Promise.reject(new Error(`no words for ${locale}`))).then(
      (module) => void loaded.set(locale, module.default),
      () => void loaded.set(locale, null),
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * `word(message)`: the message in the page's language. `ready` is false while a non-English page is still
 * fetching its pairs (callers then show nothing for a moment rather than English); pass `needed = false` to wait
 * with the fetch until there is something to show.
 */
export function useBrowserWords(needed = true): { ready: boolean; word: (message: string) => string } {
  const { locale } = useT();
  const [, wake] = useReducer((n: number) => n + 1, 0);
  const pairs = locale === DEFAULT_LOCALE ? null : loaded.get(locale);
  const waiting = locale !== DEFAULT_LOCALE && pairs === undefined;
  useEffect(() => {
    if (needed && waiting) void load(locale).then(wake);
  }, [needed, waiting, locale]);
  return { ready: !waiting, word: (message) => pairs?.[message] ?? message };
}
