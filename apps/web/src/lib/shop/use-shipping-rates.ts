import { DEFAULT_SHIPPING_RATES, shippingRatesFromSettings, type ShippingRates } from '@shop/shared/pricing';
import { useShop } from './get-shop';

/**
 * The delivery charges of the shop's Settings (docs/decisions/039-shipping-fee-from-settings.md). Until the
 * shop has loaded (never on a server-rendered page) the first-start rates stand in; the server prices the order.
 */
export function useShippingRates(): ShippingRates {
  const shop = useShop();
  return shop ? shippingRatesFromSettings(shop) : DEFAULT_SHIPPING_RATES;
}
