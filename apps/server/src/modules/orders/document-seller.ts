import type { SettingsService } from '../settings';
import { sellerFromSettings, type SellerDetails } from './invoice-model';

/** The seller as invoices and credit notes print it: the settings' identity and, when uploaded, the logo. */
export async function documentSeller(settings: SettingsService): Promise<SellerDetails> {
  const seller = sellerFromSettings(await settings.get());
  const logo = await settings.documentLogo?.();
  return logo ? { ...seller, logo } : seller;
}
