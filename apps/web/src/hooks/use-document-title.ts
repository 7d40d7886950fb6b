import { useEffect } from 'react';
import { pageTitle } from '../config/site';
import { useShop } from '../lib/shop/get-shop';

/**
 * Sets "<title> | <shop name>" while the page is shown (the name from the admin Settings, so a renamed shop shows
 * its new name after client navigation too); no title gives the home page title.
 */
export function useDocumentTitle(title?: string): void {
  const shopName = useShop()?.shopName;
  useEffect(() => {
    document.title = pageTitle(title, shopName);
  }, [title, shopName]);
}
