import { escapeHtml, jsonForScript } from './html';
import { PAGE_HEAD_ATTRIBUTE } from './page-head-attribute';

export interface PageHead {
  /** Full title, e.g. "Wireless Earbuds | Kala Crafts". */
  title: string;
  /** The shop's name from its settings (og:site_name); left out when unknown. */
  siteName?: string;
  description: string;
  /** Absolute URL of the page without tracking parameters. */
  canonicalUrl: string;
  type: 'website' | 'product';
  /** Absolute URL of the page's main picture, when it has one. */
  imageUrl?: string;
  /** The same page in each language, and x-default (decision 249). */
  alternates?: { hreflang: string; href: string }[];
  /** schema.org data, written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${PAGE_HEAD_ATTRIBUTE}>`;
}

/** Title, description, canonical link, OpenGraph tags and JSON-LD of a server-rendered page. */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" ${PAGE_HEAD_ATTRIBUTE}>`,
    ...(head.alternates ?? []).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" ${PAGE_HEAD_ATTRIBUTE}>`,
    ),
    ...(head.siteName ? [meta('property', 'og:site_name', head.siteName)] : []),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
  ];
  if (head.imageUrl) tags.push(meta('property', 'og:image', head.imageUrl));
  tags.push(meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'));
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}>${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}
