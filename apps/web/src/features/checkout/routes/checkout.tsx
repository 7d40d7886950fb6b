import { Link } from 'react-router';
import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Checkout (/checkout, signed in). Shipping form, payment choice and summary come with the checkout issue. */
export function CheckoutRoute() {
  useDocumentTitle('Checkout');
  return (
    <div className="container-page py-8">
      <PageHeader title="Checkout" subtitle="Shipping details, payment and order summary." />
      <UpcomingNotice>
        Checkout is being built.{' '}
        <Link to={paths.cart} className="font-medium text-brand-700 underline">
          Back to your cart
        </Link>
      </UpcomingNotice>
    </div>
  );
}
