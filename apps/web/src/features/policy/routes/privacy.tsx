import { InfoPage } from '../../../components/ui/info-page';
import { pageMeta } from '../../../config/page-meta';
import { useShopContact } from '../../../lib/shop/get-shop';
import { PrivacyContent } from '../components/policy-content';

export function PrivacyRoute() {
  const contact = useShopContact();
  return (
    <InfoPage meta={pageMeta.privacy} subtitle="Your data, what we do with it, and your choices." width="max-w-3xl">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
        <PrivacyContent />
        <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-500">
          Questions about your data? Write to {contact.email} or call {contact.phone} ({contact.hours}).
        </p>
      </div>
    </InfoPage>
  );
}
