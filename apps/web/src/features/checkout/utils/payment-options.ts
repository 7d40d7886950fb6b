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
 * The payment choices of SPEC.md section 1, in the order shown. Online payment needs its own Pay step
 * (order created, then the provider's checkout opens); until that step exists the option is shown but off,
 * so nobody lands in a half-built flow.
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
    isAvailable: false,
    unavailableNote: 'Online payment coming soon',
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
