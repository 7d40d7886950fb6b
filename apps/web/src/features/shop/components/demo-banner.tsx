import { useT } from '../../../lib/i18n/i18n';
import { useShop } from '../../../lib/shop/get-shop';

/** A thin strip on every page of the demo shop, so nobody mistakes it for a real one. */
export function DemoBanner() {
  const shop = useShop();
  const { t } = useT();
  if (shop?.mode !== 'demo') return null;
  return (
    // A named region: every piece of the page sits in a landmark, so screen-reader users can find and skip it.
    <section
      aria-label={t('demo.region')}
      className="bg-amber-100 px-4 py-1 text-center text-xs font-medium text-amber-900"
    >
      <p role="note">{t('demo.note')}</p>
    </section>
  );
}
