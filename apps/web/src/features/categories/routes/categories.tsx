import { Link } from 'react-router';
import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Categories (/categories). Search, grid/list and featured collections come with the catalogue issue. */
export function CategoriesRoute() {
  useDocumentTitle('Categories');
  return (
    <div className="container-page py-8">
      <PageHeader title="Shop by Categories" subtitle="Find exactly what you are looking for." />
      <UpcomingNotice>The category list will appear here.</UpcomingNotice>
      <div className="mt-6">
        <Link to={paths.products} className={buttonClasses('primary')}>
          Browse All Products
        </Link>
      </div>
    </div>
  );
}
