import type { UserRole } from '@shop/shared/schemas/auth';
import { ArrowDown, ArrowUp, ArrowUpDown, Mail } from 'lucide-react';
import { ExpandChevron } from './expand-chevron';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import type { SortOrder, User, UserSortField } from '../types';
import { CardTable } from './card-table';
import { DeleteButton } from './delete-button';
import { IconButton } from './icon-button';
import { RoleBadge } from './status-badge';

export interface UserRowActions {
  currentUserId: string | undefined;
  pendingRoleId: string | undefined;
  onRoleChange: (user: User, role: UserRole) => void;
  onEmail: (user: User) => void;
  onDelete: (user: User) => void;
}

const SELF_NOTE = 'You cannot change or delete your own account here';

function RoleSelect({ user, actions, id }: { user: User; actions: UserRowActions; id: string }) {
  const isSelf = user._id === actions.currentUserId;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Role of {user.name}
      </label>
      <select
        id={id}
        value={user.role}
        disabled={isSelf || actions.pendingRoleId === user._id}
        title={isSelf ? SELF_NOTE : undefined}
        onChange={(event) => actions.onRoleChange(user, event.target.value as UserRole)}
        className="h-8 rounded-lg border border-slate-300 bg-white pr-7 pl-2 text-sm text-slate-800 shadow-sm focus:outline-2 focus:outline-brand-500 disabled:bg-slate-100 disabled:text-slate-500"
      >
        <option value="user">User</option>
        <option value="admin">Admin</option>
      </select>
    </>
  );
}

function RowButtons({ user, actions }: { user: User; actions: UserRowActions }) {
  const isSelf = user._id === actions.currentUserId;
  return (
    <div className="flex gap-2">
      <IconButton
        icon={Mail}
        variant="outline"
        size="sm"
        onClick={() => actions.onEmail(user)}
        aria-label={`Email ${user.name}`}
      >
        Email
      </IconButton>
      <DeleteButton
        onClick={() => actions.onDelete(user)}
        disabled={isSelf}
        title={isSelf ? SELF_NOTE : undefined}
        aria-label={`Delete ${user.name}`}
      />
    </div>
  );
}

function SortHeader({
  field,
  label,
  sort,
  order,
  onSort,
}: {
  field: UserSortField;
  label: string;
  sort: UserSortField;
  order: SortOrder;
  onSort: (field: UserSortField) => void;
}) {
  const isActive = sort === field;
  const Icon = isActive ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={isActive ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-4 py-3 text-left"
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className={cn(
          'inline-flex items-center gap-1 text-xs font-semibold tracking-wide uppercase hover:text-brand-700',
          isActive ? 'text-brand-700' : 'text-slate-600',
        )}
      >
        {label}
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

/** The user table of wide screens: sortable name, role and registration date. */
export function UsersTable({
  users,
  sort,
  order,
  onSort,
  actions,
}: {
  users: User[];
  sort: UserSortField;
  order: SortOrder;
  onSort: (field: UserSortField) => void;
  actions: UserRowActions;
}) {
  return (
    <CardTable
      head={
        <>
          <SortHeader field="name" label="Name" sort={sort} order={order} onSort={onSort} />
          <SortHeader field="role" label="Role" sort={sort} order={order} onSort={onSort} />
          <SortHeader field="createdAt" label="Registered" sort={sort} order={order} onSort={onSort} />
          <th scope="col" className="px-4 py-3 text-right text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Actions
          </th>
        </>
      }
    >
      {users.map((user) => (
        <tr key={user._id} className="hover:bg-slate-50/60">
          <td className="max-w-xs px-4 py-3">
            <p className="truncate font-medium text-slate-900">{user.name}</p>
            <p className="truncate text-slate-500">{user.email}</p>
          </td>
          <td className="px-4 py-3">
            <RoleSelect user={user} actions={actions} id={`role-${user._id}`} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDate(user.createdAt)}</td>
          <td className="px-4 py-3">
            <div className="flex justify-end">
              <RowButtons user={user} actions={actions} />
            </div>
          </td>
        </tr>
      ))}
    </CardTable>
  );
}

/** Phones: one card per user; tapping it shows the details and actions. */
export function UserCards({ users, actions }: { users: User[]; actions: UserRowActions }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <ul className="space-y-3">
      {users.map((user) => {
        const isOpen = expanded === user._id;
        const panelId = `user-details-${user._id}`;
        return (
          <li key={user._id} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={() => setExpanded(isOpen ? null : user._id)}
              className="flex w-full items-center gap-3 p-4 text-left"
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
              >
                {user.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{user.name}</span>
                <span className="block truncate text-sm text-slate-500">{user.email}</span>
              </span>
              <RoleBadge role={user.role} />
              <ExpandChevron isOpen={isOpen} />
            </button>
            {isOpen && (
              <div id={panelId} className="space-y-3 border-t border-slate-100 px-4 pt-3 pb-4 text-sm">
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 break-words">
                  <dt className="text-slate-500">Registered</dt>
                  <dd className="text-slate-900">{formatDate(user.createdAt)}</dd>
                  {user.phone && (
                    <>
                      <dt className="text-slate-500">Phone</dt>
                      <dd className="text-slate-900">{user.phone}</dd>
                    </>
                  )}
                  {user.address?.city && (
                    <>
                      <dt className="text-slate-500">City</dt>
                      <dd className="text-slate-900">
                        {user.address.city}
                        {user.address.state && `, ${user.address.state}`}
                      </dd>
                    </>
                  )}
                </dl>
                <div className="flex items-center gap-2">
                  <span className="text-slate-500">Role</span>
                  <RoleSelect user={user} actions={actions} id={`role-card-${user._id}`} />
                </div>
                <RowButtons user={user} actions={actions} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
