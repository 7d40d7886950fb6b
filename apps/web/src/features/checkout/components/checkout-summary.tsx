import { formatPaise, formatRupees, formatRupeesShort, paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { effectivePrice, type ShippingRates } from '@shop/shared/pricing';
import { useShippingRates } from '../../../lib/shop/use-shipping-rates';
import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/forms';
import { ProductImage } from '../../../components/product/product-image';
import { SummaryRow, SummaryTotal } from '../../../components/ui/summary-rows';
import { type CartItem, lineKey } from '../../../stores/cart/cart-reducer';
import type { CheckoutTotals, ShippingLabel } from '../utils/checkout-totals';
import { type MessageKey, type Translator, useT } from '../../../lib/i18n/i18n';
import { includedGstWords } from '../../../lib/orders/order-gst';

const rupeesText = (paise: number) => formatRupeesShort(paiseToRupees(paise));

/** The settings' rule in a line (docs/decisions/039); null when no order pays a fee. */
export function shippingNote(rates: ShippingRates, t: Translator['t']): string | null {
  const codFee = rates.codEnabled ? rates.codFeePaise : 0;
  if (rates.shippingFeePaise === 0 && codFee === 0) return null;
  const free = rupeesText(rates.freeAbovePaise);
  if (rates.shippingFeePaise === 0) return t('checkout.noteCod', { free });
  const fee = rupeesText(rates.shippingFeePaise);
  return codFee === 0
    ? t('checkout.noteFee', { free, fee })
    : t('checkout.noteFeeCod', { free, fee, cod: rupeesText(codFee) });
}

/** The fee's name (checkout-totals.ts) in the page's language. */
const SHIPPING_LABELS = {
  shipping: 'checkout.shipping',
  shippingCodFee: 'checkout.shippingCodFee',
  shippingPlusCodFee: 'checkout.shippingPlusCodFee',
} satisfies Record<ShippingLabel, MessageKey>;

export interface CheckoutSummaryProps {
  items: readonly CartItem[];
  totals: CheckoutTotals;
  /** The coupon field (coupon-field.tsx). */
  coupon?: ReactNode;
  /** The Place Order button and its messages. */
  children?: ReactNode;
}

/**
 * The price breakup before the shopper confirms (Consumer Protection (E-Commerce) Rules 2020, docs/decisions/100):
 * each item's price, MRP and discount, the shipping or cash-on-delivery fee ('Free' at 0), the total, and the GST
 * included in it (no tax on top).
 */
export function CheckoutSummary({ items, totals, coupon, children }: CheckoutSummaryProps) {
  const { t } = useT();
  const note = shippingNote(useShippingRates(), t);
  return (
    <TitledSection
      id="checkout-summary"
      title={t('checkout.summary')}
      className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <ul aria-label={t('checkout.summaryItems')} className="mt-4 divide-y divide-slate-100">
        {items.map((item) => {
          const price = effectivePrice(item.product);
          return (
            <li key={lineKey(item.product)} className="flex items-center gap-3 py-3 first:pt-0">
              <ProductImage
                src={item.product.images[0]}
                alt=""
                width={200}
                className="h-12 w-12 shrink-0 rounded-lg border border-slate-200"
              />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-medium text-slate-900">{item.product.name}</p>
                {item.product.variantTitle && <p className="text-xs text-slate-700">{item.product.variantTitle}</p>}
                <p className="text-xs text-slate-500">
                  {t('checkout.qty', { count: item.quantity, price: formatRupees(price) })}
                </p>
              </div>
              <p className="text-sm font-medium whitespace-nowrap text-slate-900">
                {formatPaise(rupeesToPaise(price) * item.quantity)}
              </p>
            </li>
          );
        })}
      </ul>
      {coupon}
      <dl className="mt-4 space-y-3 border-t border-slate-200 pt-4">
        {totals.mrpTotalPaise > totals.subtotalPaise && (
          <>
            <SummaryRow label={t('checkout.totalMrp')} testId="checkout-mrp">
              {formatPaise(totals.mrpTotalPaise)}
            </SummaryRow>
            <SummaryRow label={t('checkout.mrpDiscount')} testId="checkout-discount">
              {`−${formatPaise(totals.mrpTotalPaise - totals.subtotalPaise)}`}
            </SummaryRow>
          </>
        )}
        <SummaryRow label={t('checkout.subtotal')} testId="checkout-subtotal">
          {formatPaise(totals.subtotalPaise)}
        </SummaryRow>
        {totals.couponDiscountPaise > 0 && (
          <SummaryRow label={t('checkout.couponDiscount')} testId="checkout-coupon-discount">
            {`−${formatPaise(totals.couponDiscountPaise)}`}
          </SummaryRow>
        )}
        <SummaryRow label={t(SHIPPING_LABELS[totals.shippingLabel])} testId="checkout-shipping">
          {totals.shippingPaise === 0 ? t('checkout.free') : formatPaise(totals.shippingPaise)}
        </SummaryRow>
        <SummaryTotal label={t('checkout.total')} testId="checkout-total">
          {formatPaise(totals.totalPaise)}
        </SummaryTotal>
        <SummaryRow label={t('checkout.gstIncluded')} testId="checkout-gst-included">
          {formatPaise(totals.includedGstPaise)}
        </SummaryRow>
      </dl>
      {/* Outside the list: a <dl> holds only its term and value groups. */}
      <p className="mt-3 text-xs text-slate-500" data-testid="checkout-gst">
        {includedGstWords(t, totals.includedGstPaise, totals.gstRates)}
      </p>
      {!totals.isFreeShipping && note && (
        <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-xs text-brand-800">{note}</p>
      )}
      {children && <div className="mt-5">{children}</div>}
    </TitledSection>
  );
}
