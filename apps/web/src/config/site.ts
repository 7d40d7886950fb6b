/**
 * Texts of the storefront that are not the shop's own. The shop's name, contact details and address come from the
 * admin Settings (`useShop`, `useShopContact`; docs/decisions/033-shop-settings-in-the-database.md): nothing
 * shop-specific is written into the web app.
 */
import type { Translator } from '../lib/i18n/i18n';

/** The footer's line about the shop, under its name from the settings (the About page has its own copy in `info`). */
export function shopBlurb(name: string, t: Translator['t']): string {
  return t('footer.blurb', { name });
}

/**
 * "<title> | <shop name>", the shop's own title for the home page ("<shop name> | Online Shopping in India", from
 * the home page's words); without a name, just the page's part.
 */
export function pageTitle(title: string | undefined, shopName: string | undefined, t: Translator['t']): string {
  const name = shopName?.trim() ?? '';
  if (title) return name ? `${title} | ${name}` : title;
  return name ? `${name} | ${t('meta.home.title')}` : t('meta.home.title');
}
