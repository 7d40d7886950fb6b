import type { UserChanges } from '../hooks/use-user-changes';
import { ConfirmDialog, DeleteConfirmDialog } from './confirm-dialog';

export const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.';

/** 'Change role' and 'Delete user': each change a row asks for, confirmed first. */
export function UserConfirmDialogs({ changes }: { changes: UserChanges }) {
  const { roleToConfirm, deletion } = changes;
  return (
    <>
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
        isPending={changes.isRoleChanging}
        onConfirm={changes.confirmRoleChange}
        onOpenChange={(open) => {
          if (!open) changes.cancelRoleChange();
        }}
      />
      <DeleteConfirmDialog
        title="Delete user"
        question={DELETE_USER_CONFIRM}
        target={deletion.target && `${deletion.target.name} (${deletion.target.email})`}
        isPending={deletion.isPending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
