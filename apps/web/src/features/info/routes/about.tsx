import { BadgeCheck, HeartHandshake, IndianRupee, Truck } from 'lucide-react';
import { Link } from '../../../lib/link';
import { buttonClasses } from '../../../components/ui/button';
import { InfoPage } from '../../../components/ui/info-page';
import { paths } from '../../../config/paths';
import { useShopContact } from '../../../lib/shop/get-shop';
import { pageMeta } from '../../../config/page-meta';
import { useT } from '../../../lib/i18n/i18n';

const values = [
  { icon: BadgeCheck, title: 'about.checkedTitle', text: 'about.checked' },
  { icon: IndianRupee, title: 'about.pricesTitle', text: 'about.prices' },
  { icon: Truck, title: 'about.deliveryTitle', text: 'about.delivery' },
  { icon: HeartHandshake, title: 'about.supportTitle', text: 'about.support', withHours: true },
] as const;

export function AboutRoute() {
  const shop = useShopContact();
  const { t } = useT();
  return (
    <InfoPage
      meta={pageMeta.about}
      title={shop.name ? t('about.title', { shop: shop.name }) : t('about.titleNoName')}
      subtitle={t('about.tagline')}
      width="max-w-4xl"
    >
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-700 sm:p-8">
        {shop.name && <p>{t('about.blurb', { name: shop.name })}</p>}
        <p>{shop.name ? t('about.idea', { shop: shop.name }) : t('about.ideaNoName')}</p>
        <p>{t('about.partners')}</p>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {values.map(({ icon: Icon, title, text, ...value }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">{t(title)}</h2>
              <p className="mt-1 text-sm text-slate-600">
                {t(text)}
                {'withHours' in value && shop.hours && ` ${shop.hours}.`}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.products} className={buttonClasses('primary')}>
          {t('about.shop')}
        </Link>
        <Link to={paths.contact} className={buttonClasses('outline')}>
          {t('about.contact')}
        </Link>
      </div>
    </InfoPage>
  );
}
