import type { Locale } from '@shop/shared/locale';
import { QUERY_STATE_ELEMENT_ID } from '../app/query-state';

export interface DocumentParts {
  headTags: string;
  appHtml: string;
  /** Already escaped for a script element. */
  queryStateJson: string;
  /** The page's language, for `<html lang>` (decision 249). */
  lang?: Locale;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The built index.html with the rendered page in #root, the page's own head tags and the query cache.
 * The cache travels as application/json (data, not code), which the CSP's script-src 'self' allows.
 */
export function assembleDocument(template: string, { headTags, appHtml, queryStateJson, lang }: DocumentParts): string {
  if (!template.includes(ROOT_ELEMENT) || !template.includes('</head>')) {
    throw new Error('index.html has no empty #root element or no </head>');
  }
  const stateScript = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${queryStateJson}</script>`;
  return (
    (lang ? withLang(template, lang) : template)
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
      // The page works without JavaScript, so the "needs JavaScript" notice would be wrong here.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '')
      .replace('</head>', () => `  ${headTags}\n  </head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${appHtml}</div>\n    ${stateScript}`)
  );
}

/** The document's `<html lang>` set to the page's language ('en' stays the template's en-IN). */
function withLang(html: string, lang: Locale): string {
  // The Devanagari font's rules are in the one stylesheet (index.css), for every language (decision 197).
  if (lang === 'en') return html;
  return html.replace(/<html\b[^>]*>/i, `<html lang="${lang}">`);
}
