import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';

/**
 * 'Delete' on a row asks first (DeleteConfirmDialog); once confirmed the row is deleted and the answer toasted
 * under `key`. The dialog stays open while the deletion runs.
 */
export function useConfirmedDelete<T extends { _id: string }>(
  deletion: UseMutationResult<unknown, Error, string>,
  { key, deleted, failed, onDeleted }: { key: string; deleted: string; failed: string; onDeleted: () => void },
) {
  const toast = useToast(key);
  const [target, setTarget] = useState<T | null>(null);

  const confirm = () => {
    if (!target) return;
    deletion.mutate(target._id, {
      onSuccess: () => {
        toast.success(deleted);
        setTarget(null);
        onDeleted();
      },
      onError: (error) => toast.error(getErrorMessage(error, failed)),
    });
  };

  const cancel = () => {
    if (!deletion.isPending) setTarget(null);
  };

  return { target, ask: setTarget, confirm, cancel, isPending: deletion.isPending };
}
