import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { Order } from '@shop/shared/schemas/order';
import { paymentMethodLabel, paymentStateLabel } from '@shop/shared/status-words';
import type { ReactNode } from 'react';
import { formatDeliveryDay } from '../utils/order-display';

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
  return (
    <Section title="Items" testId="success-items">
      <ul className="divide-y divide-slate-100">
        {order.items.map((item, index) => (
          <li key={`${item.product._id ?? item.name}-${index}`} className="flex justify-between gap-3 py-1.5">
            <span className="min-w-0">
              {item.name} <span className="whitespace-nowrap text-slate-500">× {item.quantity}</span>
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
  const day = quote ? formatDeliveryDay(quote.date) : '';
  return (
    <Section title="Delivery" testId="success-delivery">
      <address className="not-italic" data-testid="success-address">
        <span className="font-medium text-slate-900">{address.name}</span>
        <br />
        {address.street}
        <br />
        {address.city}, {address.state} {address.pincode}
        <br />
        Phone: {address.phone}
      </address>
      <p className="mt-2" data-testid="success-delivery-date">
        {day ? (
          <>
            Expected delivery: <span className="font-semibold text-slate-900">{day}</span>
            {quote?.courierName ? ` (${quote.courierName})` : ''}
          </>
        ) : (
          'We will mail you the delivery date when the parcel ships.'
        )}
      </p>
    </Section>
  );
}

/** How the order is paid and where that payment stands. */
export function SuccessPayment({ order, paymentId }: { order: Order; paymentId: string | undefined }) {
  return (
    <Section title="Payment" testId="success-payment">
      <p>
        <span data-testid="success-payment-method">{paymentMethodLabel(order.paymentMethod)}</span>
        {' · '}
        <span className="font-medium text-slate-900" data-testid="success-payment-status">
          {paymentStateLabel(order)}
        </span>
      </p>
      {paymentId && (
        <p className="mt-1 text-xs text-slate-500">
          Payment reference:{' '}
          <span className="font-mono break-all" data-testid="success-payment-id">
            {paymentId}
          </span>
        </p>
      )}
    </Section>
  );
}

/** What happens next, for the way the order was paid. */
export function nextSteps(order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'total'>): string[] {
  const mail = 'We mail you when the parcel ships, with its tracking number; My Orders shows where it is.';
  if (order.paymentMethod === 'whatsapp') {
    return [
      'Send the order message in WhatsApp if you have not yet.',
      'The shop confirms the order, the price and how to pay in the chat.',
      'Once confirmed, we pack it and mail you when it ships.',
    ];
  }
  if (order.paymentMethod === 'cod') {
    return ['We pack your order.', mail, `Keep ${formatRupees(order.total)} ready to pay when it arrives.`];
  }
  if (order.paymentStatus !== 'paid') {
    return ['Pay for the order from My Orders ("Pay now") before it expires.', mail];
  }
  return ['We pack your order.', mail];
}

export function SuccessNextSteps({ order }: { order: Order }) {
  return (
    <Section title="What happens next" testId="success-next-steps">
      <ol className="list-decimal space-y-1 pl-5">
        {nextSteps(order).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Section>
  );
}
