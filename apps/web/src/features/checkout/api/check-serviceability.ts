import type { ServiceabilityResult } from '@shop/shared/schemas/shipping';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { ServiceabilityResult };

/** The PIN codes the server accepts (docs/product.md#validation: six digits, not starting with 0). */
const PINCODE_RE = /^[1-9][0-9]{5}$/;

export function isCheckablePincode(value: string | null | undefined): value is string {
  return typeof value === 'string' && PINCODE_RE.test(value.trim());
}

/**
 * POST /api/shiprocket/serviceability (signed in): can a courier deliver to `pincode`, by when, and with cash
 * on delivery. The weight is left to the server's default package (0.5 kg).
 */
export async function checkServiceability(pincode: string, signal?: AbortSignal): Promise<ServiceabilityResult> {
  return api.post<ServiceabilityResult>('/shiprocket/serviceability', { pincode }, { signal });
}

/** One answer per PIN code for a while: typing a PIN again, or switching addresses back, asks no one. */
export function serviceabilityQueryOptions(pincode: string) {
  return queryOptions({
    queryKey: ['serviceability', pincode],
    queryFn: ({ signal }) => checkServiceability(pincode, signal),
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
