import { formatRupeesShort, paiseToRupees } from '@shop/shared/money';
import type { ShippingRates } from '@shop/shared/pricing';
import type { Translator } from '../i18n/i18n';

const rupeesText = (paise: number) => formatRupeesShort(paiseToRupees(paise));

/**
 * The shipping policy's charges, as the shop's Settings set them (docs/decisions/039-shipping-fee-from-settings.md),
 * in the page's language (the `policy` catalogue, decision 253).
 */
export function shippingChargesText(rates: ShippingRates, t: Translator['t']): string {
  const fee = rupeesText(rates.shippingFeePaise);
  const codFee = rates.codEnabled ? rates.codFeePaise : 0;
  const codOff = rates.codEnabled ? '' : ` ${t('ship.charges.noCod')}`;
  if (rates.shippingFeePaise === 0 && codFee === 0) return `${t('ship.charges.free')}${codOff}`;
  const freeAbove = rupeesText(rates.freeAbovePaise);
  if (rates.shippingFeePaise === 0) return t('ship.charges.codOnly', { freeAbove, codFee: rupeesText(codFee) });
  if (codFee === 0) return `${t('ship.charges.fee', { freeAbove, fee })}${codOff}`;
  return t('ship.charges.feeAndCod', { freeAbove, fee, codFee: rupeesText(codFee) });
}
