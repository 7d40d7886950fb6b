import { useQuery } from '@tanstack/react-query';
import { isCheckablePincode, serviceabilityQueryOptions } from '../api/check-serviceability';
import { type DeliveryCheck, describeDelivery } from '../utils/delivery-check';

/**
 * Delivery to the PIN code the order goes to (typed, or the saved address's): asked as soon as it is a valid
 * 6-digit PIN. Only a definite "not serviceable" blocks the order; a failed check does not.
 */
export function useDeliveryCheck(pincode: string | null | undefined): DeliveryCheck {
  const pin = isCheckablePincode(pincode) ? pincode.trim() : null;
  const query = useQuery({ ...serviceabilityQueryOptions(pin ?? ''), enabled: pin !== null });
  return describeDelivery(pin, query);
}
