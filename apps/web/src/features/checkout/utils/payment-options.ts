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

export const COD_OFF_NOTE = 'Not offered by the shop at the moment';

/** Cash on delivery as the shop's Settings allow it (docs/decisions/039): switched off, it stays visible with a note. */
export function paymentOptionsForShop(
  options: readonly PaymentOption[],
  codEnabled: boolean,
): readonly PaymentOption[] {
  if (codEnabled) return options;
  return options.map((option) =>
    option.value === 'cod' ? { ...option, isAvailable: false, unavailableNote: COD_OFF_NOTE } : option,
  );
}
