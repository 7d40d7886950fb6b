import type { ReactNode } from 'react';
import { formatPaise } from '@shop/shared/money';
import { Link } from '../../../lib/link';
import { buttonClasses } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { paths } from '../../../config/paths';
import type { CartSummary } from '../utils/cart-summary';
import { useShippingRates } from '../../../lib/shop/use-shipping-rates';
import { useT } from '../../../lib/i18n/i18n';

/** A label and its value; a `note` is a second value under both (a `<dl>` holds only its dt/dd groups). */
function Row({ label, value, testId, note }: { label: string; value: string; testId: string; note?: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900" data-testid={testId}>
        {value}
      </dd>
      {note}
    </div>
  );
}

/** Subtotal, GST included in it per rate, shipping as far as the cart can tell, and the total. */
export function CartSummaryPanel({ summary }: { summary: CartSummary }) {
  const freeAbove = formatPaise(useShippingRates().freeAbovePaise).replace(/\.00$/, '');
  const { t } = useT();
  return (
    <TitledSection
      id="cart-summary"
      title={t('cart.summary')}
      className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <dl className="mt-4 space-y-3">
        <Row
          label={t('cart.subtotal', { count: summary.itemCount })}
          value={formatPaise(summary.subtotalPaise)}
          testId="summary-subtotal"
        />
        <Row
          label={t('cart.gstIncluded')}
          value={formatPaise(summary.includedGstPaise)}
          testId="summary-gst"
          note={
            <dd className="mt-1 basis-full text-xs text-slate-500" data-testid="summary-gst-rates">
              {summary.gstRates
                ? t('cart.gstRates', { amount: formatPaise(summary.includedGstPaise), rates: summary.gstRates })
                : t('cart.gstNone', { amount: formatPaise(summary.includedGstPaise) })}
            </dd>
          }
        />
        <Row
          label={t('cart.shipping')}
          value={summary.isFreeShipping ? t('cart.shippingFree') : t('cart.shippingAtCheckout')}
          testId="summary-shipping"
        />
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="summary-total">{formatPaise(summary.totalPaise)}</dd>
        </div>
      </dl>
      {!summary.isFreeShipping && (
        <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-xs text-brand-800">
          {t('cart.freeShippingAbove', { amount: freeAbove })}
        </p>
      )}
      <Link to={paths.checkout} className={buttonClasses('primary', 'lg', 'mt-5 w-full')}>
        {t('cart.checkout')}
      </Link>
      <Link to={paths.products} className={buttonClasses('ghost', 'md', 'mt-2 w-full')}>
        {t('cart.continueShopping')}
      </Link>
    </TitledSection>
  );
}
