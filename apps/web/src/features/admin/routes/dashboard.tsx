import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Dashboard statistics (/admin/dashboard): period, date range, sales figures and the sales report PDF come with the admin issue. */
export function AdminDashboardRoute() {
  useDocumentTitle('Dashboard Statistics');
  return (
    <>
      <PageHeader
        title="Dashboard Statistics"
        subtitle="Sales figures for a chosen period, with a downloadable report."
      />
      <UpcomingNotice>Sales statistics and the report download will appear here.</UpcomingNotice>
    </>
  );
}
