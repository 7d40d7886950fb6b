import { Link, useParams } from 'react-router';
import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Edit product (/admin/products/edit/:id), reached from the low-stock list. The form comes with the admin issue. */
export function AdminProductEditRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Edit Product');
  return (
    <>
      <PageHeader title="Edit Product" subtitle={<span className="font-mono text-sm">{id}</span>} />
      <UpcomingNotice>
        The product editor will appear here.{' '}
        <Link to={paths.admin.products} className="font-medium text-brand-700 underline">
          Back to products
        </Link>
      </UpcomingNotice>
    </>
  );
}
