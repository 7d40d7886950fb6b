import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '@shop/shared/locale';
import type { User } from '@shop/shared/schemas/auth';
import { LANGUAGE_SWITCH_PARAM } from '../../components/language-switcher';
import { api } from '../api-client';
import { busyAnswerRetryMs, waitMs } from '../busy-answer';
import { sessionQueryKey, useUser } from '../auth';
import { getToken } from '../token';
import { useT } from './i18n';

/** Tries this often in all while the shop answers "very busy" (a sale on the embedded database), then gives up. */
const LANGUAGE_SAVE_TRIES = 3;

/** PUT /auth/language, asked again after each Retry-After while the shop is very busy, as checkout does. */
async function saveLanguage(language: Locale): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await api.put('/auth/language', { language });
      return;
    } catch (error) {
      const retryInMs = busyAnswerRetryMs(error);
      if (retryInMs === null || attempt >= LANGUAGE_SAVE_TRIES) throw error;
      await waitMs(retryInMs);
    }
  }
}

/**
 * A signed-in shopper's language goes with the account (decision 249), so mail and the next visit can use it.
 * The switcher is a plain link that marks the page it opens (`?switched=1`); that page saves its language once
 * the session is known, then drops the mark. Saving here rather than on the click means a tap before the
 * switcher's code has hydrated (the footer is a lazy chunk, the header waits for the app) still counts, and
 * no page load cuts the request off half way. Used by the footer, which every shopper page loads.
 */
export function useRememberSwitchedLanguage(): void {
  const { locale } = useT();
  const { data: user, isPending } = useUser();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSwitched = new URLSearchParams(search).has(LANGUAGE_SWITCH_PARAM);
  const isSaving = useRef(false);

  useEffect(() => {
    if (!isSwitched || isPending || isSaving.current) return;
    // Hydrating, useUser says "signed out" (the server's view: it cannot see the token), and the footer can hydrate
    // before the account has answered. With a token the session is still to come: dropping the mark now lost the
    // choice whenever /auth/me was slower than the footer's chunk. A token the shop refuses is cleared, which
    // renders this again signed out.
    if (user === null && getToken() !== null) return;
    const rest = new URLSearchParams(search);
    rest.delete(LANGUAGE_SWITCH_PARAM);
    const dropMark = () => {
      const query = rest.toString();
      void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true, preventScrollReset: true });
    };
    if (!user || user.language === locale) {
      dropMark();
      return;
    }
    isSaving.current = true;
    saveLanguage(locale)
      .then(() => queryClient.setQueryData<User>(sessionQueryKey, { ...user, language: locale }))
      // Not saved (offline, session ended, still busy after its tries): the page is still in the chosen language;
      // the next switch tries again.
      .catch(() => undefined)
      .finally(() => {
        isSaving.current = false;
        dropMark();
      });
  }, [isSwitched, isPending, user, locale, pathname, search, hash, navigate, queryClient]);
}
