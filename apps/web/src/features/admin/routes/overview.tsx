import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Admin overview (/admin): stat cards, recent orders and low-stock alert come with the admin issue. */
export function AdminOverviewRoute() {
  useDocumentTitle('Dashboard Overview');
  return (
    <>
      <PageHeader title="Dashboard Overview" subtitle="A snapshot of your store at a glance." />
      <UpcomingNotice>Store statistics, recent orders and low-stock alerts will appear here.</UpcomingNotice>
    </>
  );
}
