import { useEffect } from 'react';
import { pageTitle } from '../config/site';

/** Sets "<title> | ShopKart" while the page is shown; no title gives the home page title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
