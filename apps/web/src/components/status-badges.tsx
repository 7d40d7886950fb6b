import {
  type OrderState,
  type OrderStateFacts,
  ORDER_STATE_LABELS,
  orderState,
  type PaymentState,
  PAYMENT_STATE_LABELS,
  paymentState,
} from '@shop/shared/status-words';
import { cn } from '../lib/cn';

/*
 * The order and payment badges of every screen, the shopper's and the admin's (docs/decisions/208): the words
 * come from packages/shared/src/status-words.ts, the colours from here, so no screen spells a status itself.
 */

const badge =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

const ORDER_STATE_STYLES: Record<OrderState, string> = {
  'awaiting-payment': 'bg-amber-50 text-amber-800 ring-amber-200',
  'awaiting-confirmation': 'bg-amber-50 text-amber-800 ring-amber-200',
  'awaiting-cod-confirmation': 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-teal-50 text-teal-800 ring-teal-200',
  packed: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-green-50 text-green-800 ring-green-200',
  cancelled: 'bg-red-50 text-red-700 ring-red-200',
  returned: 'bg-orange-50 text-orange-800 ring-orange-200',
};

/** The order's state in words ("Confirmed", "Awaiting payment", "Returned to seller"). */
export function OrderStateBadge({
  order,
  className,
  label,
}: {
  order: OrderStateFacts;
  className?: string;
  /** The state in the shopper's language (features/orders/utils/order-words.ts); English by default. */
  label?: string;
}) {
  const state = orderState(order);
  return (
    <span data-testid="order-status" data-status={state} className={cn(badge, ORDER_STATE_STYLES[state], className)}>
      {label ?? ORDER_STATE_LABELS[state]}
    </span>
  );
}

const PAYMENT_STATE_STYLES: Record<PaymentState, string> = {
  paid: 'bg-green-50 text-green-800 ring-green-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  'awaiting-payment': 'bg-amber-50 text-amber-800 ring-amber-200',
  'not-paid': 'bg-slate-100 text-slate-700 ring-slate-200',
  'pay-on-delivery': 'bg-slate-100 text-slate-700 ring-slate-200',
  'agreed-on-whatsapp': 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** The payment's state in words, by how the order is paid ("Paid", "Pay on delivery", "Awaiting payment"). */
export function PaymentStateBadge({
  order,
}: {
  order: Pick<OrderStateFacts, 'status' | 'paymentMethod' | 'paymentStatus'>;
}) {
  const state = paymentState(order);
  return (
    <span data-testid="payment-state" data-status={state} className={cn(badge, PAYMENT_STATE_STYLES[state])}>
      {PAYMENT_STATE_LABELS[state]}
    </span>
  );
}
