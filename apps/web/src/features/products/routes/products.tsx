import { Link, useSearchParams } from 'react-router';
import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Product list (/products?category=&q=). The catalogue grid, filters and sorting come with the catalogue issue. */
export function ProductsRoute() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  const category = searchParams.get('category')?.trim() ?? '';
  const title = query ? `Search results for "${query}"` : category ? category : 'All Products';
  useDocumentTitle(query ? `Search: ${query}` : category || 'Products');

  return (
    <div className="container-page py-8">
      <PageHeader title={title} subtitle="Browse our catalogue of quality products at great prices." />
      <UpcomingNotice>
        The product catalogue is on its way. Meanwhile, explore our{' '}
        <Link to={paths.categories} className="font-medium text-brand-700 underline">
          categories
        </Link>
        .
      </UpcomingNotice>
    </div>
  );
}
