import type { PaymentMethod } from '@shop/shared/pricing';

export interface PaymentOption {
  value: PaymentMethod;
  label: string;
  description: string;
  /** False keeps the option visible but not selectable, with `unavailableNote` saying why. */
  isAvailable: boolean;
  unavailableNote?: string;
}

/**
 * The payment choices of docs/product.md#checkout, in the order shown. Online payment has its own Pay step: the order
 * is created, then the provider's checkout opens (hooks/use-online-payment.ts). An option can be switched off
 * with `isAvailable: false`; it then stays visible with its note.
 */
export const PAYMENT_OPTIONS: readonly PaymentOption[] = [
  {
    value: 'cod',
    label: 'Cash on Delivery',
    description: 'Pay when your order arrives.',
    isAvailable: true,
  },
  {
    value: 'razorpay',
    label: 'Pay Online',
    description: 'UPI, cards, netbanking',
    isAvailable: true,
  },
  {
    value: 'whatsapp',
    label: 'Order via WhatsApp',
    description: 'Send your order to us on WhatsApp and we confirm it there.',
    isAvailable: true,
  },
];

export function isPaymentMethodAvailable(method: PaymentMethod): boolean {
  return PAYMENT_OPTIONS.some((option) => option.value === method && option.isAvailable);
}
