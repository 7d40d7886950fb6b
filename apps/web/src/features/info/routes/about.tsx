import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export function AboutRoute() {
  useDocumentTitle('About Us');
  return (
    <div className="container-page py-8">
      <div className="mx-auto max-w-3xl">
        <PageHeader title={`About ${SITE.name}`} subtitle={SITE.tagline} />
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
          <p>{SITE.blurb}</p>
          <p>
            We work directly with trusted brands and sellers, check every product we list, and ship to pin codes across
            India through reliable courier partners. Pay by UPI, card, netbanking or cash on delivery, whichever suits
            you.
          </p>
          <p>Questions, feedback or ideas? We would love to hear from you.</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to={paths.products} className={buttonClasses('primary')}>
              Start Shopping
            </Link>
            <Link to={paths.contact} className={buttonClasses('outline')}>
              Get in Touch
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
