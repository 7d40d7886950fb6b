import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Product management (/admin/products): search, filters, product cards and the add/edit dialog come with the admin issue. */
export function AdminProductsRoute() {
  useDocumentTitle('Product Management');
  return (
    <>
      <PageHeader title="Product Management" subtitle="Add, edit and remove products in your catalogue." />
      <UpcomingNotice>The product list and editor will appear here.</UpcomingNotice>
    </>
  );
}
