import { paths } from '../../config/paths';
import type { MessageKey } from '../../lib/i18n/i18n';

/** The catalogue's pages, first in both the wide navigation and the mobile menu. */
export const catalogLinks: { to: string; label: MessageKey }[] = [
  { to: paths.products, label: 'nav.products' },
  { to: paths.categories, label: 'nav.categories' },
];
