import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Analytics (/admin/analytics): period selector, stat cards, sales bars and top products come with the admin issue. */
export function AdminAnalyticsRoute() {
  useDocumentTitle('Analytics & Reports');
  return (
    <>
      <PageHeader title="Analytics & Reports" subtitle="Sales trends, top products and stock at a glance." />
      <UpcomingNotice>Charts and reports will appear here.</UpcomingNotice>
    </>
  );
}
