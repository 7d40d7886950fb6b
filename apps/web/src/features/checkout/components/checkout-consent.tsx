import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/link';
import type { CheckoutConsentState } from '../hooks/use-checkout-consent';

const noticeLink = (
  <Link to={paths.privacy} className="font-medium text-brand-700 underline" target="_blank">
    privacy notice
  </Link>
);

/**
 * Beside Place Order: the tick box for consent to delivery when the account has not given it under the current
 * notice, else the notice the earlier consent accepted (docs/decisions/189-consent-at-checkout.md).
 */
export function CheckoutConsent({ consent }: { consent: CheckoutConsentState }) {
  const id = useId();
  if (!consent.isNeeded) {
    return (
      <p className="text-xs text-slate-500" data-testid="checkout-privacy-notice">
        We use your name, phone and address to deliver the order and to issue its tax invoice, and share them with the
        courier, as our {noticeLink} (version {PRIVACY_NOTICE_VERSION}) explains and you have agreed.
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
          I have read the {noticeLink} (version {PRIVACY_NOTICE_VERSION}) and consent to my name, phone and address
          being used to deliver my orders and issue their tax invoices, and shared with the courier
        </label>
      </div>
      <FieldError id={`${id}-error`}>{consent.error}</FieldError>
    </div>
  );
}
