import { USER_SEARCH_DEBOUNCE_MS, USERS_PER_PAGE } from '@shop/shared/constants';
import { defaultSortOrder } from '@shop/shared/schemas/users';
import { Download, Mails, RefreshCw, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { exportUsers } from '../api/exports';
import { useUsers } from '../api/get-users';
import { useDeleteUser, useUpdateUserRole } from '../api/user-actions';
import { ConfirmDialog } from '../components/confirm-dialog';
import { BulkEmailDialog, UserEmailDialog } from '../components/email-dialog';
import { Pagination } from '../components/pagination';
import { SearchInput } from '../components/search-input';
import { UserCards, type UserRowActions, UsersTable } from '../components/users-list';
import { QueryStates, SkeletonList } from '../components/query-states';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useErrorToast } from '../hooks/use-error-toast';
import { usePageFor } from '../hooks/use-page-for';
import type { SortOrder, User, UserRoleFilter, UserSortField } from '../types';
import { IconButton } from '../components/icon-button';

export const USER_TOASTS = {
  fetchFailed: 'Failed to fetch users',
  roleUpdated: 'User role updated',
  roleFailed: 'Failed to update user role',
  deleted: 'User deleted',
  deleteFailed: 'Failed to delete user',
  exported: 'Users exported',
  exportFailed: 'Failed to export users',
} as const;

export const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.';

type UserSort = { field: UserSortField; order: SortOrder };

/** On phones the table's sortable headers are gone: one select sorts the cards. */
function MobileUserSort({ sort, onChange }: { sort: UserSort; onChange: (sort: UserSort) => void }) {
  return (
    <>
      <label htmlFor="user-sort" className="mb-1 block text-xs font-medium text-slate-600">
        Sort by
      </label>
      <select
        id="user-sort"
        value={`${sort.field}:${sort.order}`}
        onChange={(event) => {
          const [field, order] = event.target.value.split(':') as [UserSortField, SortOrder];
          onChange({ field, order });
        }}
        className="mb-3 h-10 w-full rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm"
      >
        <option value="createdAt:desc">Newest first</option>
        <option value="createdAt:asc">Oldest first</option>
        <option value="name:asc">Name (A–Z)</option>
        <option value="name:desc">Name (Z–A)</option>
        <option value="role:asc">Role (admins first)</option>
        <option value="role:desc">Role (users first)</option>
      </select>
    </>
  );
}

/** User management (/admin/users): server-side search, role filter, sorting and pages of 8. */
export function AdminUsersRoute() {
  useDocumentTitle('User Management');
  const toast = useToast();
  const { data: me } = useUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRoleFilter>('');
  const [sort, setSort] = useState<UserSort>({ field: 'createdAt', order: 'desc' });
  const debouncedSearch = useDebouncedValue(search, USER_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageFor(`${debouncedSearch}|${role}|${sort.field}|${sort.order}`);
  const users = useUsers({ search: debouncedSearch, role, sort: sort.field, order: sort.order, page });
  useErrorToast(users.error, USER_TOASTS.fetchFailed);

  const roleChange = useUpdateUserRole();
  const deletion = useDeleteUser();
  const [emailTo, setEmailTo] = useState<User | null>(null);
  const [isBulkOpen, setIsBulkOpen] = useState(false);
  const [toDelete, setToDelete] = useState<User | null>(null);
  // A role change is asked about first: making someone admin hands them the whole shop.
  const [roleToConfirm, setRoleToConfirm] = useState<{ user: User; role: User['role'] } | null>(null);
  const [isExporting, setIsExporting] = useState(false);

  const list = users.data?.users ?? [];
  const total = users.data?.total ?? 0;

  const onSort = (field: UserSortField) =>
    setSort((current) =>
      current.field === field
        ? { field, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { field, order: defaultSortOrder(field) },
    );

  const rowActions: UserRowActions = {
    currentUserId: me?._id,
    pendingRoleId: roleChange.isPending ? roleChange.variables?.id : undefined,
    onRoleChange: (user, next) => setRoleToConfirm({ user, role: next }),
    onEmail: setEmailTo,
    onDelete: setToDelete,
  };

  const confirmRoleChange = () => {
    if (!roleToConfirm) return;
    roleChange.mutate(
      { id: roleToConfirm.user._id, role: roleToConfirm.role },
      {
        onSuccess: () => {
          toast.success(USER_TOASTS.roleUpdated, { key: 'user.role' });
          setRoleToConfirm(null);
        },
        onError: (error) => toast.error(getErrorMessage(error, USER_TOASTS.roleFailed), { key: 'user.role' }),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(USER_TOASTS.deleted, { key: 'user.delete' });
        setToDelete(null);
        if (list.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => toast.error(getErrorMessage(error, USER_TOASTS.deleteFailed), { key: 'user.delete' }),
    });
  };

  const onExport = async () => {
    setIsExporting(true);
    try {
      await exportUsers();
      toast.success(USER_TOASTS.exported, { key: 'users.export' });
    } catch (error) {
      toast.error(getErrorMessage(error, USER_TOASTS.exportFailed), { key: 'users.export' });
    } finally {
      setIsExporting(false);
    }
  };

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
            <IconButton icon={Download} variant="outline" onClick={() => void onExport()} isLoading={isExporting}>
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
        <label htmlFor="user-role-filter" className="sr-only">
          Role
        </label>
        <select
          id="user-role-filter"
          value={role}
          onChange={(event) => setRole(event.target.value as UserRoleFilter)}
          className="h-10 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500 sm:w-44"
        >
          <option value="">All Roles</option>
          <option value="user">Users</option>
          <option value="admin">Admins</option>
        </select>
      </div>

      <QueryStates
        query={users}
        loading={<SkeletonList count={5} className="space-y-2" itemClassName="h-16 rounded-xl" />}
        errorTitle="Could not load users"
        errorFallback={USER_TOASTS.fetchFailed}
        isEmpty={list.length === 0}
        emptyIcon={<UserX className="h-8 w-8 text-slate-300" aria-hidden="true" />}
        empty={debouncedSearch || role ? 'No users match your search.' : 'No users yet.'}
      >
        <div className="hidden md:block">
          <UsersTable users={list} sort={sort.field} order={sort.order} onSort={onSort} actions={rowActions} />
        </div>
        <div className="md:hidden">
          <MobileUserSort sort={sort} onChange={setSort} />
          <UserCards users={list} actions={rowActions} />
        </div>
      </QueryStates>

      <Pagination page={page} pageSize={USERS_PER_PAGE} total={total} onPageChange={setPage} label="User pages" />

      <UserEmailDialog
        user={emailTo}
        onOpenChange={(open) => {
          if (!open) setEmailTo(null);
        }}
      />
      <BulkEmailDialog open={isBulkOpen} onOpenChange={setIsBulkOpen} />
      <ConfirmDialog
        open={roleToConfirm !== null}
        title="Change role"
        message={
          roleToConfirm &&
          (roleToConfirm.role === 'admin'
            ? `Make ${roleToConfirm.user.name} (${roleToConfirm.user.email}) an admin? Admins can change products, orders, users and settings.`
            : `Make ${roleToConfirm.user.name} (${roleToConfirm.user.email}) a customer? They lose access to the admin area.`)
        }
        confirmLabel="Change role"
        isPending={roleChange.isPending}
        onConfirm={confirmRoleChange}
        onOpenChange={(open) => {
          if (!open) setRoleToConfirm(null);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete user"
        message={
          <>
            {DELETE_USER_CONFIRM}
            {toDelete && (
              <span className="mt-2 block font-medium text-slate-900">
                {toDelete.name} ({toDelete.email})
              </span>
            )}
          </>
        }
        isPending={deletion.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => {
          if (!open && !deletion.isPending) setToDelete(null);
        }}
      />
    </>
  );
}
