import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export function TermsRoute() {
  useDocumentTitle('Terms of Service');
  return (
    <div className="container-page py-8">
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Terms of Service" />
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
          <p>
            By creating an account or placing an order on {SITE.name} you agree to these terms. Prices are in Indian
            Rupees and include GST.
          </p>
          <p>
            An order is a request to buy; it is confirmed once we accept it and reserve the stock. We may cancel an
            order if an item turns out to be unavailable, in which case any payment is refunded in full.
          </p>
          <p>
            Shipping, returns and refunds follow our{' '}
            <Link to={paths.policyTab('shipping')} className="text-brand-700 underline">
              shipping
            </Link>{' '}
            and{' '}
            <Link to={paths.policyTab('returns')} className="text-brand-700 underline">
              returns
            </Link>{' '}
            policies. Keep your password private; you are responsible for orders placed from your account.
          </p>
          <p>
            Questions? Write to{' '}
            <a href={`mailto:${SITE.email}`} className="text-brand-700 underline">
              {SITE.email}
            </a>
            .
          </p>
        </div>
      </div>
    </div>
  );
}
