import { useQuery } from '@tanstack/react-query';
import { phoneSchema } from '@shop/shared/schemas/address';
import { api } from '../../../lib/api-client';
import { isCheckablePincode } from './check-serviceability';

export interface CodAvailability {
  available: boolean;
  rule: string | null;
  message: string | null;
}

export interface CodRefusal {
  rule: string | null;
  message: string;
}

/**
 * GET /api/orders/cod-availability: the shop's COD rules for this buyer, address and COD total, asked before
 * the shopper picks a payment method (docs/decisions/228-cod-rules.md). The order is checked again on placing.
 */
export function useCodAvailability(pincode: string | null | undefined, state: string, totalRupees: number, phone = '') {
  const pin = isCheckablePincode(pincode) ? pincode.trim() : null;
  // The typed delivery phone, once complete: the "verified phone only" rule compares it (decision 240).
  const parsedPhone = phoneSchema.safeParse(phone);
  const phoneParam = parsedPhone.success ? `&phone=${parsedPhone.data}` : '';
  const query = useQuery({
    queryKey: ['cod-availability', pin, state, totalRupees, phoneParam],
    queryFn: ({ signal }) =>
      api.get<CodAvailability>(
        `/orders/cod-availability?pincode=${pin}&state=${encodeURIComponent(state)}&totalRupees=${totalRupees}${phoneParam}`,
        { signal },
      ),
    enabled: pin !== null,
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // Only a definite refusal disables cash on delivery; a failed check leaves it to the server. The message is in the
  // page's language (decision 203); the rule names it in any language.
  return query.data && !query.data.available && query.data.message
    ? { rule: query.data.rule, message: query.data.message }
    : null;
}
