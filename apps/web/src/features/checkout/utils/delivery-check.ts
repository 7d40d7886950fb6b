import type { PaymentMethod } from '@shop/shared/pricing';
import { type ServiceabilityResult, SHIPPING_MESSAGES } from '@shop/shared/schemas/shipping';
import type { PaymentOption } from './payment-options';

export const SERVICEABILITY_FAILED = SHIPPING_MESSAGES.serviceabilityFailed;
export const COD_UNAVAILABLE_NOTE = 'Not available for this PIN code';

export type DeliveryCheck =
  /** No valid 6-digit PIN yet. */
  | { status: 'idle'; pincode: null; result: null; codAvailable: true; blockingMessage: null }
  | { status: 'checking'; pincode: string; result: null; codAvailable: true; blockingMessage: null }
  /** The check failed: say so, but let the order go ahead (the server has the last word). */
  | { status: 'unknown'; pincode: string; result: null; codAvailable: true; blockingMessage: null }
  | {
      status: 'serviceable';
      pincode: string;
      result: ServiceabilityResult;
      codAvailable: boolean;
      blockingMessage: null;
    }
  | {
      status: 'unserviceable';
      pincode: string;
      result: ServiceabilityResult;
      codAvailable: false;
      blockingMessage: string;
    };

/** What the page makes of the serviceability answer for `pincode` (null: none to check). */
export function describeDelivery(
  pincode: string | null,
  query: { data?: ServiceabilityResult | undefined; isError: boolean },
): DeliveryCheck {
  if (pincode === null)
    return { status: 'idle', pincode: null, result: null, codAvailable: true, blockingMessage: null };
  const result = query.data;
  if (!result) {
    return query.isError
      ? { status: 'unknown', pincode, result: null, codAvailable: true, blockingMessage: null }
      : { status: 'checking', pincode, result: null, codAvailable: true, blockingMessage: null };
  }
  if (!result.serviceable) {
    return { status: 'unserviceable', pincode, result, codAvailable: false, blockingMessage: result.message };
  }
  return { status: 'serviceable', pincode, result, codAvailable: result.codAvailable, blockingMessage: null };
}

/** The courier's expected delivery day for a serviceable PIN code, as the success page repeats it. */
export function quoteOf(check: DeliveryCheck): { date: string; courierName?: string } | undefined {
  if (check.status !== 'serviceable' || !check.result.deliveryDate) return undefined;
  const { deliveryDate, courierName } = check.result;
  return courierName ? { date: deliveryDate, courierName } : { date: deliveryDate };
}

/** The payment choices for this delivery: cash on delivery is switched off where the courier cannot collect. */
export function paymentOptionsForDelivery(
  options: readonly PaymentOption[],
  delivery: Pick<DeliveryCheck, 'status' | 'codAvailable'>,
): readonly PaymentOption[] {
  if (delivery.status !== 'serviceable' || delivery.codAvailable) return options;
  return options.map((option) =>
    option.value === 'cod' && option.isAvailable
      ? { ...option, isAvailable: false, unavailableNote: COD_UNAVAILABLE_NOTE }
      : option,
  );
}

export function isOptionAvailable(options: readonly PaymentOption[], method: PaymentMethod): boolean {
  return options.some((option) => option.value === method && option.isAvailable);
}

/** The shopper's choice while it is available, else the first method that is (cash on delivery switched off). */
export function resolvePaymentMethod(chosen: PaymentMethod, options: readonly PaymentOption[]): PaymentMethod {
  if (isOptionAvailable(options, chosen)) return chosen;
  return options.find((option) => option.isAvailable)?.value ?? chosen;
}

/** Cash on delivery switched off by one of the shop's COD rules, with the rule's reason (decision 228). */
export function paymentOptionsForCodRules(
  options: readonly PaymentOption[],
  refusal: string | null,
): readonly PaymentOption[] {
  if (!refusal) return options;
  return options.map((option) =>
    option.value === 'cod' && option.isAvailable ? { ...option, isAvailable: false, unavailableNote: refusal } : option,
  );
}
