import { PageHeader } from '../../../components/ui/page-header';
import { pageMeta } from '../../../config/page-meta';
import { useShopContact } from '../../shop/api/get-shop';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { PrivacyContent } from '../components/policy-content';

export function PrivacyRoute() {
  const contact = useShopContact();
  usePageMeta(pageMeta.privacy.title, pageMeta.privacy.description);
  return (
    <div className="container-page py-8">
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Privacy Policy" subtitle="Your data, what we do with it, and your choices." />
        <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          <PrivacyContent />
          <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-500">
            Questions about your data? Write to {contact.email} or call {contact.phone} ({contact.hours}).
          </p>
        </div>
      </div>
    </div>
  );
}
