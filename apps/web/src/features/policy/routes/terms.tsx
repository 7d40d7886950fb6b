import { Link } from '../../../lib/link';
import { InfoPage } from '../../../components/ui/info-page';
import { paths } from '../../../config/paths';
import { useShopContact } from '../../../lib/shop/get-shop';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { PolicySection } from '../components/policy-section';
import { pageMeta } from '../../../config/page-meta';

const link = 'text-brand-700 underline';

export function TermsRoute() {
  const contact = useShopContact();
  const { t } = useT();
  const mail = <a href={`mailto:${contact.email}`} className={link} />;
  return (
    <InfoPage meta={pageMeta.terms} subtitle={t('terms.subtitle')} width="max-w-3xl">
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 sm:p-8">
        <PolicySection level="h2" title={t('terms.aboutTitle')}>
          <p>{t('terms.about', { shop: contact.name })}</p>
        </PolicySection>
        <PolicySection level="h2" title={t('terms.accountTitle')}>
          <p>{richText(t('terms.account', { email: contact.email }), mail)}</p>
        </PolicySection>
        <PolicySection level="h2" title={t('terms.pricesTitle')}>
          <p>{t('terms.prices')}</p>
          <p>{t('terms.wrongPrice')}</p>
        </PolicySection>
        <PolicySection level="h2" title={t('terms.ordersTitle')}>
          <p>{t('terms.orders')}</p>
        </PolicySection>
        <PolicySection level="h2" title={t('terms.deliveryTitle')}>
          <p>
            {richText(
              t('terms.delivery'),
              <Link to={paths.policyTab('shipping')} className={link} />,
              <Link to={paths.policyTab('returns')} className={link} />,
            )}
          </p>
        </PolicySection>
        <PolicySection level="h2" title={t('terms.productTitle')}>
          <p>{t('terms.product')}</p>
        </PolicySection>
        <PolicySection level="h2" title={t('terms.privacyTitle')}>
          <p>{richText(t('terms.privacy'), <Link to={paths.privacy} className={link} />)}</p>
        </PolicySection>
        <PolicySection level="h2" title={t('terms.contactTitle')}>
          <p>
            {richText(
              t('terms.contact', {
                email: contact.email,
                phone: contact.phone,
                hours: contact.hours,
                address: contact.address,
              }),
              mail,
            )}
          </p>
        </PolicySection>
      </div>
    </InfoPage>
  );
}
