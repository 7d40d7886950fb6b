import { useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { useDeleteUser, useUpdateUserRole } from '../api/user-actions';
import { useConfirmedDelete } from './use-confirmed-delete';
import type { UserRowActions } from '../components/users-list';
import type { User } from '../types';

export const USER_TOASTS = {
  fetchFailed: 'Failed to fetch users',
  roleUpdated: 'User role updated',
  roleFailed: 'Failed to update user role',
  deleted: 'User deleted',
  deleteFailed: 'Failed to delete user',
  exported: 'Users exported',
  exportFailed: 'Failed to export users',
} as const;

export type RoleChange = { user: User; role: User['role'] };

/**
 * A row's role change and delete, each asked about first (making someone admin hands them the whole shop), and
 * the user being emailed. `onLastRowDeleted` runs after each deletion.
 */
export function useUserChanges(onLastRowDeleted: () => void) {
  const toast = useToast();
  const { data: me } = useUser();
  const roleChange = useUpdateUserRole();
  const deletion = useConfirmedDelete<User>(useDeleteUser(), {
    key: 'user.delete',
    deleted: USER_TOASTS.deleted,
    failed: USER_TOASTS.deleteFailed,
    onDeleted: onLastRowDeleted,
  });
  const [emailTo, setEmailTo] = useState<User | null>(null);
  const [roleToConfirm, setRoleToConfirm] = useState<RoleChange | null>(null);

  const rowActions: UserRowActions = {
    currentUserId: me?._id,
    pendingRoleId: roleChange.isPending ? roleChange.variables?.id : undefined,
    onRoleChange: (user, next) => setRoleToConfirm({ user, role: next }),
    onEmail: setEmailTo,
    onDelete: deletion.ask,
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

  return {
    rowActions,
    emailTo,
    closeEmail: () => setEmailTo(null),
    roleToConfirm,
    isRoleChanging: roleChange.isPending,
    confirmRoleChange,
    cancelRoleChange: () => setRoleToConfirm(null),
    deletion,
  };
}

export type UserChanges = ReturnType<typeof useUserChanges>;
