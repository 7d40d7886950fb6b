import { useEffect } from 'react';
import { pageTitle } from '../config/site';
import { useT } from '../lib/i18n/i18n';
import { useShop } from '../lib/shop/get-shop';

/**
 * Sets "<title> | <shop name>" while the page is shown (the name from the admin Settings, so a renamed shop shows
 * its new name after client navigation too); no title gives the home page title; null leaves it to a component
 * below that knows more (the product page's chosen variant).
 */
export function useDocumentTitle(title?: string | null): void {
  const shopName = useShop()?.shopName;
  const { t } = useT();
  useEffect(() => {
    if (title === null) return;
    document.title = pageTitle(title, shopName, t);
  }, [title, shopName, t]);
}
