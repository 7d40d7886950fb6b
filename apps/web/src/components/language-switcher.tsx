import { LOCALE_NAMES, LOCALES, localizedPath } from '@shop/shared/locale';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n/i18n';
import { cn } from '../lib/cn';

/** The mark on the switcher's links: the page they open saves its language on the account (remember-language.ts). */
export const LANGUAGE_SWITCH_PARAM = 'switched';

/** The same query with the switcher's mark added. */
function markedSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_SWITCH_PARAM, '1');
  return `?${params.toString()}`;
}

/**
 * The same page in the other language (decision 249): a plain link and a full page load, which brings that
 * language's catalogue and server-rendered page; the page it opens saves a signed-in shopper's choice.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { locale, t } = useT();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t('language.label')} className={cn('flex items-center gap-1', className)}>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <a
          key={other}
          href={localizedPath(other, pathname) + markedSearch(search) + hash}
          hrefLang={other}
          lang={other}
          data-testid="language-switch"
          className="rounded px-1 underline-offset-2 hover:underline"
        >
          {LOCALE_NAMES[other]}
        </a>
      ))}
    </nav>
  );
}
