import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Order management (/admin/orders): status filter, export, order cards and shipping come with the admin issue. */
export function AdminOrdersRoute() {
  useDocumentTitle('Order Management');
  return (
    <>
      <PageHeader title="Order Management" subtitle="Review orders, update their status and ship them." />
      <UpcomingNotice>Orders will appear here.</UpcomingNotice>
    </>
  );
}
