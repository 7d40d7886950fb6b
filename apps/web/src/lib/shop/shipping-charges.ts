import { formatRupeesShort, paiseToRupees } from '@shop/shared/money';
import type { ShippingRates } from '@shop/shared/pricing';

const rupeesText = (paise: number) => formatRupeesShort(paiseToRupees(paise));

/** The shipping policy's charges, as the shop's Settings set them (docs/decisions/039-shipping-fee-from-settings.md). */
export function shippingChargesText(rates: ShippingRates): string {
  const fee = rupeesText(rates.shippingFeePaise);
  const codFee = rates.codEnabled ? rates.codFeePaise : 0;
  const codOff = rates.codEnabled ? '' : ' Cash on delivery is not offered at the moment.';
  if (rates.shippingFeePaise === 0 && codFee === 0) return `Shipping is free on every order.${codOff}`;
  const free = `Shipping is free on orders above ${rupeesText(rates.freeAbovePaise)}. Below that,`;
  if (rates.shippingFeePaise === 0)
    return `${free} cash on delivery orders carry a ${rupeesText(codFee)} shipping fee; prepaid and WhatsApp orders ship free.`;
  const cod = codFee === 0 ? '' : `, and cash on delivery orders ${rupeesText(codFee)} more`;
  return `${free} every order carries a ${fee} shipping fee${cod}.${codOff}`;
}
