import { PageHeader, UpcomingNotice } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** User management (/admin/users): search, role filter, sortable table and bulk email come with the admin issue. */
export function AdminUsersRoute() {
  useDocumentTitle('User Management');
  return (
    <>
      <PageHeader title="User Management" subtitle="Search customers, manage roles and send emails." />
      <UpcomingNotice>The user list will appear here.</UpcomingNotice>
    </>
  );
}
