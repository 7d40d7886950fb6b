import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** My Orders (/orders, signed in). Filters, order cards, details and tracking come with the orders issue. */
export function OrdersRoute() {
  useDocumentTitle('My Orders');
  return (
    <div className="container-page py-8">
      <PageHeader title="My Orders" subtitle="Track and manage your order history" />
      <UpcomingNotice>Your order history will appear here.</UpcomingNotice>
      <div className="mt-6">
        <Link to={paths.products} className={buttonClasses('primary')}>
          Browse Products
        </Link>
      </div>
    </div>
  );
}
