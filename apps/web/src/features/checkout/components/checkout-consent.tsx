import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/link';
import type { CheckoutConsentState } from '../hooks/use-checkout-consent';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';

/** The privacy notice link inside the consent sentence; its words come from the sentence (richText). */
const noticeLink = <Link to={paths.privacy} className="font-medium text-brand-700 underline" target="_blank" />;

/**
 * Beside Place Order: the tick box for consent to delivery when the account has not given it under the current
 * notice, else the notice the earlier consent accepted (docs/decisions/189-consent-at-checkout.md).
 */
export function CheckoutConsent({ consent }: { consent: CheckoutConsentState }) {
  return (
    <>
      <WhatsAppOptIn consent={consent} />
      <DeliveryConsent consent={consent} />
    </>
  );
}

/** Off by default; only a buyer who ticks it gets WhatsApp messages (docs/decisions/230-whatsapp-sending.md). */
function WhatsAppOptIn({ consent }: { consent: CheckoutConsentState }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name="whatsappUpdates"
        type="checkbox"
        checked={consent.wantsWhatsApp}
        onChange={(event) => consent.setWantsWhatsApp(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {t('checkout.whatsappUpdates')}
      </label>
    </div>
  );
}

function DeliveryConsent({ consent }: { consent: CheckoutConsentState }) {
  const { t } = useT();
  const id = useId();
  if (!consent.isNeeded) {
    return (
      <p className="text-xs text-slate-500" data-testid="checkout-privacy-notice">
        {richText(t('checkout.consentGiven', { version: PRIVACY_NOTICE_VERSION }), noticeLink)}
      </p>
    );
  }
  return (
    <div data-testid="checkout-privacy-notice">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="acceptDeliveryPrivacy"
          type="checkbox"
          required
          checked={consent.isAccepted}
          onChange={(event) => consent.setAccepted(event.target.checked)}
          aria-invalid={consent.error ? true : undefined}
          aria-describedby={consent.error ? `${id}-error` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {richText(t('checkout.consentAsk', { version: PRIVACY_NOTICE_VERSION }), noticeLink)}
        </label>
      </div>
      <FieldError id={`${id}-error`}>{consent.error}</FieldError>
    </div>
  );
}
