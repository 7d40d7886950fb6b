import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { Order } from '@shop/shared/schemas/order';
import type { ReactNode } from 'react';
import { formatDeliveryDay } from '../../../lib/format';
import { itemName } from '@shop/shared/item-name';
import { type Translator, useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { paymentMethodWords, paymentStateWords } from '../utils/order-words';

export interface DeliveryQuoteView {
  /** India calendar day `yyyy-mm-dd`. */
  date: string;
  courierName?: string;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 p-4 text-left" data-testid={testId}>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** The lines bought, with quantity and line total. */
export function SuccessItems({ order }: { order: Order }) {
  const { t } = useT();
  return (
    <Section title={t('success.items')} testId="success-items">
      <ul className="divide-y divide-slate-100">
        {order.items.map((item, index) => (
          <li key={`${item.product._id ?? item.name}-${index}`} className="flex justify-between gap-3 py-1.5">
            <span className="min-w-0">
              {itemName(item.name, item.variantTitle)}{' '}
              <span className="whitespace-nowrap text-slate-500">× {item.quantity}</span>
            </span>
            <span className="font-medium whitespace-nowrap text-slate-900">
              {formatRupees(paiseToRupees(rupeesToPaise(item.price) * item.quantity))}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Where the parcel goes, and when the courier expects to bring it (the quote checkout showed). */
export function SuccessDelivery({ order, quote }: { order: Order; quote: DeliveryQuoteView | undefined }) {
  const address = order.shippingAddress;
  const { t, locale } = useT();
  const day = quote ? formatDeliveryDay(quote.date, locale) : '';
  return (
    <Section title={t('success.delivery')} testId="success-delivery">
      <address className="not-italic" data-testid="success-address">
        <span className="font-medium text-slate-900">{address.name}</span>
        <br />
        {address.street}
        <br />
        {address.city}, {address.state} {address.pincode}
        <br />
        {t('success.phone', { phone: address.phone })}
      </address>
      <p className="mt-2" data-testid="success-delivery-date">
        {day ? (
          <>
            {richText(t('success.expected', { day }), <span className="font-semibold text-slate-900" />)}
            {quote?.courierName ? ` (${quote.courierName})` : ''}
          </>
        ) : (
          t('success.dateLater')
        )}
      </p>
    </Section>
  );
}

/** How the order is paid and where that payment stands. */
export function SuccessPayment({ order, paymentId }: { order: Order; paymentId: string | undefined }) {
  const { t } = useT();
  return (
    <Section title={t('success.payment')} testId="success-payment">
      <p>
        <span data-testid="success-payment-method">{paymentMethodWords(order.paymentMethod, t)}</span>
        {' · '}
        <span className="font-medium text-slate-900" data-testid="success-payment-status">
          {paymentStateWords(order, t)}
        </span>
      </p>
      {paymentId && (
        <p className="mt-1 text-xs text-slate-500">
          {t('success.paymentRef')}{' '}
          <span className="font-mono break-all" data-testid="success-payment-id">
            {paymentId}
          </span>
        </p>
      )}
    </Section>
  );
}

/** What happens next, for the way the order was paid. */
export function nextSteps(
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'total'>,
  t: Translator['t'],
): string[] {
  const mail = t('success.stepMail');
  if (order.paymentMethod === 'whatsapp') {
    return [t('success.stepWaSend'), t('success.stepWaConfirm'), t('success.stepWaShip')];
  }
  if (order.paymentMethod === 'cod') {
    return [t('success.stepPack'), mail, t('success.stepCash', { amount: formatRupees(order.total) })];
  }
  if (order.paymentStatus !== 'paid') return [t('success.stepPayNow'), mail];
  return [t('success.stepPack'), mail];
}

export function SuccessNextSteps({ order }: { order: Order }) {
  const { t } = useT();
  return (
    <Section title={t('success.next')} testId="success-next-steps">
      <ol className="list-decimal space-y-1 pl-5">
        {nextSteps(order, t).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Section>
  );
}
