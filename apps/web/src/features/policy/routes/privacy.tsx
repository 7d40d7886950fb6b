import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { PrivacyContent } from '../components/policy-content';

export function PrivacyRoute() {
  useDocumentTitle('Privacy Policy');
  return (
    <div className="container-page py-8">
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Privacy Policy" />
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <PrivacyContent />
        </div>
      </div>
    </div>
  );
}
