/**
 * Words a shopper-facing message in a language (docs/decisions/203-server-words-in-the-shoppers-language.md): the
 * shopper message catalogue (packages/shared/src/shopper-messages/) compiled once with Lingui, as the storefront's
 * catalogues are, and a message found by its English text or ICU template. A message the catalogue does not hold
 * is answered in English, never blank. Values are formatted for the language: amounts and plain numbers in Indian
 * grouping, lists and days as Intl writes them in India.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatIndianNumber, formatIndianRupees } from '@shop/shared/indian-numbers';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from '@shop/shared/locale';
import { paiseToRupees } from '@shop/shared/money';
import { SHOPPER_MESSAGES, SHOPPER_MESSAGES_EN, type ServerMessageKey } from '@shop/shared/shopper-messages';
import { type Words, type WordValue, isWords, words } from '@shop/shared/shopper-words';

type Compiled = ReturnType<typeof compileMessage>;

/** Every message of a language, both sections, by key. */
function flatten(locale: Locale): Record<string, string> {
  const catalogue = SHOPPER_MESSAGES[locale];
  return { ...catalogue.browser, ...catalogue.server };
}

const keyByEnglish = new Map(Object.entries(flatten(DEFAULT_LOCALE)).map(([key, english]) => [english, key]));

/** The names of a message's plain arguments (`{max}`, not `{max, plural, ...}`): their numbers are grouped here. */
function plainArguments(compiled: Compiled, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, type, branches] = token as [string, string?, Record<string, Compiled>?];
    if (!type) into.add(name);
    for (const branch of Object.values(branches ?? {})) plainArguments(branch, into);
  }
  return into;
}

interface Language {
  i18n: I18n;
  plain: Map<string, Set<string>>;
}

function language(locale: Locale): Language {
  const compiled = Object.fromEntries(
    Object.entries(flatten(locale)).map(([key, message]) => [key, compileMessage(message)]),
  );
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compiled } });
  const plain = new Map(Object.entries(compiled).map(([key, message]) => [key, plainArguments(message)]));
  return { i18n, plain };
}

const languages = new Map(LOCALES.map((locale) => [locale, language(locale)]));

const lists = new Map<Locale, Intl.ListFormat>();
const days = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: Locale, weekday: boolean): Intl.DateTimeFormat {
  const id = `${locale}:${weekday}`;
  let format = days.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...(weekday ? { weekday: 'short' } : { year: 'numeric' }),
      day: 'numeric',
      month: 'short',
      timeZone: 'Asia/Kolkata',
    });
    days.set(id, format);
  }
  return format;
}

function formatValue(locale: Locale, value: WordValue, isPlain: boolean): string | number {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return isPlain ? formatIndianNumber(value, locale) : value;
  if ('paise' in value) return formatIndianRupees(paiseToRupees(value.paise), locale);
  if ('list' in value) {
    let format = lists.get(locale);
    if (!format) {
      format = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' });
      lists.set(locale, format);
    }
    return format.format(value.list);
  }
  if ('weekday' in value) return dayFormat(locale, true).format(value.weekday);
  return dayFormat(locale, false).format(value.day);
}

/** English templates the catalogue does not list (yet), compiled the first time they are worded. */
const unlisted = new Map<string, boolean>();

function format(locale: Locale, id: string, values: Words['values']): string {
  const { i18n, plain } = languages.get(locale)!;
  const plainNames = plain.get(id) ?? new Set<string>();
  const formatted = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, formatValue(locale, value, plainNames.has(name))]),
  );
  return i18n._(id, formatted);
}

/** The catalogue key of a message, by its English text or template; undefined when it is not listed. */
export function messageKeyOf(message: string | Words): string | undefined {
  return keyByEnglish.get(typeof message === 'string' ? message : message.template);
}

/** A message in `locale`: the catalogue's words with the values filled in, else the English. */
export function wordsIn(locale: Locale, message: string | Words): string {
  const spoken = isWords(message) ? message : words(message);
  const key = keyByEnglish.get(spoken.template);
  if (key) return format(locale, key, spoken.values);
  if (Object.keys(spoken.values).length === 0) return spoken.template;
  // Not in the catalogue: the English template, formatted as English.
  if (!unlisted.has(spoken.template)) {
    languages.get(DEFAULT_LOCALE)!.i18n.load(DEFAULT_LOCALE, { [spoken.template]: compileMessage(spoken.template) });
    languages.get(DEFAULT_LOCALE)!.plain.set(spoken.template, plainArguments(compileMessage(spoken.template)));
    unlisted.set(spoken.template, true);
  }
  return format(DEFAULT_LOCALE, spoken.template, spoken.values);
}

/** The English of a message: an error's `message` for logs and tests, and the admin's answers. */
export function english(message: string | Words): string {
  return wordsIn(DEFAULT_LOCALE, message);
}

/** A message only the server writes, named by its catalogue key: `serverWords('order.tooLarge', { max })`. */
export function serverWords(key: ServerMessageKey, values?: Record<string, WordValue>): Words {
  return words(SHOPPER_MESSAGES_EN.server[key], values);
}
