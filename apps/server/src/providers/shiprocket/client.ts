import { shiprocketCourierCalls } from './client-courier';
import { shiprocketDocumentCalls } from './client-documents';
import { shiprocketNdrCalls } from './client-ndr';
import { shiprocketOrderCalls } from './client-orders';
import { createShiprocketTransport, type ShiprocketClientOptions } from './client-transport';
import type { ShippingProvider } from './types';

export { TOKEN_TTL_MS, type ShiprocketClientOptions } from './client-transport';

/**
 * The production Shiprocket client. One login serves every call until the token is about to expire or a call
 * answers 401; concurrent callers then share one login. Each call has one time budget (login, retries and
 * waits included), every answer is checked against its shape, 200 included, and only calls a repeat cannot
 * harm are retried. The calls live by group: orders, courier, documents, NDR.
 */
export function createShiprocketClient(
  options: ShiprocketClientOptions,
): ShippingProvider & { readonly loginCount: number } {
  const transport = createShiprocketTransport(options);
  return {
    get loginCount() {
      return transport.loginCount;
    },
    ...shiprocketOrderCalls(transport.call),
    ...shiprocketCourierCalls(transport.call),
    ...shiprocketDocumentCalls(transport, options.timeoutMs),
    ...shiprocketNdrCalls(transport.call),
  };
}
