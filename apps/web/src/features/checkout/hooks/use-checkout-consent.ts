import { isRefusal } from '../../../lib/message-key';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { accountConsentsQueryOptions } from '../api/get-account-consents';

/**
 * The checkout's consent to delivery (docs/decisions/189-consent-at-checkout.md): asked with a tick box when the
 * account has not consented under the notice now in force (the server says so, and refuses the order without it).
 * While that answer is loading, or when it is stale, the checkout shows the notice only; a refusal of the order then
 * brings the tick box with its message.
 */
export function useCheckoutConsent() {
  const consents = useQuery(accountConsentsQueryOptions());
  const [isAsked, setIsAsked] = useState(false);
  const [isAccepted, setIsAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // "Send me order updates on WhatsApp": off unless ticked, its own consent (docs/decisions/230-whatsapp-sending.md).
  const [wantsWhatsApp, setWantsWhatsApp] = useState(false);
  const isNeeded = isAsked || consents.data?.checkoutNeedsConsent === true;
  const { refetch } = consents;

  const setAccepted = useCallback((checked: boolean) => {
    setIsAccepted(checked);
    if (checked) setError(null);
  }, []);

  /** Before placing: false (and the field's message) while the tick is needed and not given. */
  const check = useCallback((): boolean => {
    if (!isNeeded || isAccepted) return true;
    setError(PRIVACY_MESSAGES.consentRequired);
    return false;
  }, [isNeeded, isAccepted]);

  /** The server refused the order for want of consent: ask for it from now on. True when that was the refusal. */
  const onRefused = useCallback(
    (error: unknown, message: string): boolean => {
      if (!isRefusal(error, 'privacy.consentRequired')) return false;
      setIsAsked(true);
      setIsAccepted(false);
      setError(message);
      void refetch();
      return true;
    },
    [refetch],
  );

  return {
    isNeeded,
    isAccepted,
    setAccepted,
    error,
    check,
    onRefused,
    wantsWhatsApp,
    setWantsWhatsApp,
    /** What the order carries: the notice version once the tick is given, else nothing (consent on record). */
    payload: {
      ...(isNeeded && isAccepted ? ({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION } as const) : {}),
      ...(wantsWhatsApp ? ({ whatsappUpdates: true } as const) : {}),
    },
  };
}

export type CheckoutConsentState = ReturnType<typeof useCheckoutConsent>;
