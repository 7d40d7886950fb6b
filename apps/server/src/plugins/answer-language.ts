import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shop/shared/locale';
import type { Words } from '@shop/shared/shopper-words';
import { wordsIn } from '../lib/shopper-words';

/**
 * The language a shopper route answers in (docs/decisions/203-server-words-in-the-shoppers-language.md): the
 * page's. The web client sends it on every request as `Accept-Language: en` or `hi` (its own header, so the
 * browser's languages never choose for an English page); a read that carries `?lang=` (decision 258) and the
 * older form posts of decision 233 name it there, which wins. Anything else, or nothing, is English. Admin-only
 * routes always answer in English.
 */
export function answerLanguage(request: FastifyRequest): Locale {
  if (request.adminRoute || request.url.startsWith('/api/admin')) return DEFAULT_LOCALE;
  // From the address itself: a route's query schema drops parameters it does not list.
  const query = request.url.indexOf('?');
  const lang = query < 0 ? null : new URLSearchParams(request.url.slice(query + 1)).get('lang');
  if (isLocale(lang)) return lang;
  return acceptedLocale(request.headers['accept-language']);
}

/**
 * The shop's language a shopper accepts most (RFC 9110 §12.5.4: `hi-IN, hi;q=0.9, en;q=0.8`): the highest
 * weight among the languages the shop has, the first listed on a tie; `*` or none of them is English.
 */
export function acceptedLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  let best: { locale: Locale; weight: number } | null = null;
  for (const part of value.split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!isLocale(primary) || !Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale: primary, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** A shopper-facing message worded for this request: `{ message: say(request, ACCOUNT_MESSAGES.resetDone) }`. */
export function say(request: FastifyRequest, message: string | Words): string {
  return wordsIn(answerLanguage(request), message);
}
