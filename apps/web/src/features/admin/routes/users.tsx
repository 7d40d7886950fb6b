import { USER_SEARCH_DEBOUNCE_MS, USERS_PER_PAGE } from '@shop/shared/constants';
import { defaultSortOrder } from '@shop/shared/schemas/users';
import { Download, Mails, RefreshCw, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { exportUsers } from '../api/exports';
import { useUsers } from '../api/get-users';
import { BulkEmailDialog, UserEmailDialog } from '../components/email-dialog';
import { FilterSelect } from '../components/filter-select';
import { IconButton } from '../components/icon-button';
import { MobileUserSort, type UserSort } from '../components/mobile-user-sort';
import { PagedQueryList } from '../components/paged-query-list';
import { SkeletonList } from '../components/query-states';
import { SearchInput } from '../components/search-input';
import { UserConfirmDialogs } from '../components/user-confirm-dialogs';
import { UserCards, UsersTable } from '../components/users-list';
import { useErrorToast } from '../hooks/use-error-toast';
import { usePageFor } from '../hooks/use-page-for';
import { useToastedTask } from '../hooks/use-toasted-task';
import { USER_TOASTS, useUserChanges } from '../hooks/use-user-changes';
import type { UserRoleFilter, UserSortField } from '../types';

/** User management (/admin/users): server-side search, role filter, sorting and pages of 8. */
export function AdminUsersRoute() {
  useDocumentTitle('User Management');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRoleFilter>('');
  const [sort, setSort] = useState<UserSort>({ field: 'createdAt', order: 'desc' });
  const debouncedSearch = useDebouncedValue(search, USER_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageFor(`${debouncedSearch}|${role}|${sort.field}|${sort.order}`);
  const users = useUsers({ search: debouncedSearch, role, sort: sort.field, order: sort.order, page });
  useErrorToast(users.error, USER_TOASTS.fetchFailed);
  const [isBulkOpen, setIsBulkOpen] = useState(false);
  const exporting = useToastedTask('users.export');

  const list = users.data?.users ?? [];
  const changes = useUserChanges(() => {
    if (list.length === 1 && page > 1) setPage(page - 1);
  });

  const onSort = (field: UserSortField) =>
    setSort((current) =>
      current.field === field
        ? { field, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { field, order: defaultSortOrder(field) },
    );

  const onExport = () =>
    void exporting.run(exportUsers, { success: USER_TOASTS.exported, failure: USER_TOASTS.exportFailed });

  return (
    <>
      <PageHeader
        title="User Management"
        subtitle="Search customers, manage roles and send emails."
        actions={
          <>
            <Button variant="primary" onClick={() => setIsBulkOpen(true)}>
              <Mails className="h-4 w-4" aria-hidden="true" />
              Send Bulk Email
            </Button>
            <IconButton icon={Download} variant="outline" onClick={onExport} isLoading={exporting.isRunning}>
              Export Users
            </IconButton>
            <Button variant="outline" onClick={() => void users.refetch()} disabled={users.isFetching}>
              <RefreshCw className={users.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
              Refresh
            </Button>
          </>
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput value={search} onChange={setSearch} label="Search users" placeholder="Search by name or email" />
        <FilterSelect
          id="user-role-filter"
          label="Role"
          value={role}
          onChange={(value) => setRole(value as UserRoleFilter)}
          className="sm:w-44"
        >
          <option value="">All Roles</option>
          <option value="user">Users</option>
          <option value="admin">Admins</option>
        </FilterSelect>
      </div>

      <PagedQueryList
        query={users}
        loading={<SkeletonList count={5} className="space-y-2" itemClassName="h-16 rounded-xl" />}
        errorTitle="Could not load users"
        errorFallback={USER_TOASTS.fetchFailed}
        isEmpty={list.length === 0}
        emptyIcon={UserX}
        empty={debouncedSearch || role ? 'No users match your search.' : 'No users yet.'}
        pages={{ page, size: USERS_PER_PAGE, onChange: setPage, label: 'User pages' }}
      >
        <div className="hidden md:block">
          <UsersTable users={list} sort={sort.field} order={sort.order} onSort={onSort} actions={changes.rowActions} />
        </div>
        <div className="md:hidden">
          <MobileUserSort sort={sort} onChange={setSort} />
          <UserCards users={list} actions={changes.rowActions} />
        </div>
      </PagedQueryList>

      <UserEmailDialog
        user={changes.emailTo}
        onOpenChange={(open) => {
          if (!open) changes.closeEmail();
        }}
      />
      <BulkEmailDialog open={isBulkOpen} onOpenChange={setIsBulkOpen} />
      <UserConfirmDialogs changes={changes} />
    </>
  );
}
