import { useBrowserWords } from '../../../lib/i18n/browser-words';
import { AlertCircle, Info, Truck } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { type DeliveryCheck, SERVICEABILITY_FAILED } from '../utils/delivery-check';
import { formatDeliveryDay } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';

/**
 * The line under the PIN code (or the saved address): 'Delivers by …', the not-serviceable message, or that
 * cash on delivery is not offered there. Inline content only: it sits inside the field's hint paragraph.
 */
export function DeliveryEstimate({ check }: { check: DeliveryCheck }) {
  const { t, locale } = useT();
  const { word } = useBrowserWords(check.status === 'unknown');
  if (check.status === 'idle') return null;
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="delivery-estimate"
      data-status={check.status}
      className="block text-sm"
    >
      {check.status === 'checking' ? (
        <span className="inline-flex items-center gap-1.5 text-slate-500">
          <Spinner size="sm" className="h-3.5 w-3.5" />
          {t('checkout.checkingDelivery', { pincode: check.pincode })}
        </span>
      ) : check.status === 'unknown' ? (
        <span className="inline-flex items-start gap-1.5 text-slate-500">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {word(SERVICEABILITY_FAILED)}
        </span>
      ) : check.status === 'unserviceable' ? (
        <span className="inline-flex items-start gap-1.5 font-medium text-red-600">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {check.result.message}
        </span>
      ) : (
        <>
          <span className="inline-flex items-start gap-1.5 font-medium text-green-700">
            <Truck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              {/* The day in the page's language; the server's English line where it names no day. */}
              {check.result.deliveryDate
                ? t('checkout.deliversBy', { day: formatDeliveryDay(check.result.deliveryDate, locale) })
                : check.result.message}
              {check.result.courierName && (
                <span className="font-normal text-slate-500"> · {check.result.courierName}</span>
              )}
            </span>
          </span>
          {!check.codAvailable && (
            <span className="mt-0.5 block text-xs text-amber-700">{t('checkout.noCodHere')}</span>
          )}
        </>
      )}
    </span>
  );
}
