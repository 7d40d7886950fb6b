import { PageHeader } from '../../../components/ui/page-header';
import { SITE } from '../../../config/site';
import { pageMeta } from '../../../config/page-meta';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { PrivacyContent } from '../components/policy-content';
import { useShop } from '../../shop/api/get-shop';

export function PrivacyRoute() {
  usePageMeta(pageMeta.privacy.title, pageMeta.privacy.description);
  // Contact details from the admin Settings, like the footer (the server renderer prefetches them).
  const shop = useShop();
  return (
    <div className="container-page py-8">
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Privacy Policy" subtitle="Your data, what we do with it, and your choices." />
        <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          <PrivacyContent />
          <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-500">
            Questions about your data? Write to {shop?.supportEmail || SITE.email} or call{' '}
            {shop?.supportPhone || SITE.phone} ({shop?.supportHours || SITE.supportHours}).
          </p>
        </div>
      </div>
    </div>
  );
}
