import { Link, useParams } from 'react-router';
import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Product detail (/products/:id). Gallery, price, stock, tabs and related products come with the catalogue issue. */
export function ProductDetailRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Product Details');
  return (
    <div className="container-page py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={paths.home} className="hover:text-brand-700">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={paths.products} className="hover:text-brand-700">
              Products
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-slate-700">
            Details
          </li>
        </ol>
      </nav>
      <PageHeader title="Product Details" />
      <UpcomingNotice>
        Details for product <span className="font-mono">{id}</span> will appear here.{' '}
        <Link to={paths.products} className="font-medium text-brand-700 underline">
          Browse Products
        </Link>
      </UpcomingNotice>
    </div>
  );
}
