import { useEffect } from 'react';
import { withShopName } from '../config/site';
import { useShop } from '../lib/shop/get-shop';
import { useDocumentTitle } from './use-document-title';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Trims to a length search engines show in full, cutting at a word boundary. */
export function toMetaDescription(text: string, maxLength = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Title ("<title> | <shop name>") and meta description of a page ("{shop}" in it becomes the shop's name). The description in index.html comes back
 * when the page goes, so pages without their own never inherit another page's text.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useDocumentTitle(title);
  const shopName = useShop()?.shopName;
  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = toMetaDescription(withShopName(description, shopName));
    return () => {
      tag.content = previous;
    };
  }, [description, shopName]);
}
