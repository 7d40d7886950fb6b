import { useEffect } from 'react';
import { type PageMeta, type PageMetaText, pageMetaText } from '../config/page-meta';
import { useT } from '../lib/i18n/i18n';
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
 * Title ("<title> | <shop name>") and meta description of a page. The description in index.html comes back
 * when the page goes, so pages without their own never inherit another page's text.
 */
export function usePageMeta(title: string | null | undefined, description?: string): void {
  useDocumentTitle(title);
  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = toMetaDescription(description);
    return () => {
      tag.content = previous;
    };
  }, [description]);
}

/** A page's title and description of page-meta.ts in the page's language, with the shop's name. */
export function usePageMetaText(meta: PageMeta): PageMetaText {
  const { t } = useT();
  return pageMetaText(meta, t, useShop()?.shopName);
}

/** Sets a page's title and description of page-meta.ts, in the page's language. */
export function useOwnPageMeta(meta: PageMeta): PageMetaText {
  const text = usePageMetaText(meta);
  usePageMeta(text.title, text.description);
  return text;
}
