import { InfoPage } from '../../../components/ui/info-page';
import { pageMeta } from '../../../config/page-meta';
import { useShopContact } from '../../../lib/shop/get-shop';
import { useT } from '../../../lib/i18n/i18n';
import { PrivacyContent } from '../components/policy-content';

export function PrivacyRoute() {
  const contact = useShopContact();
  const { t } = useT();
  return (
    <InfoPage meta={pageMeta.privacy} title={t('privacy.pageTitle')} subtitle={t('privacy.subtitle')} width="max-w-3xl">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
        <PrivacyContent />
        <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-500">
          {t('privacy.questions', { email: contact.email, phone: contact.phone, hours: contact.hours })}
        </p>
      </div>
    </InfoPage>
  );
}
