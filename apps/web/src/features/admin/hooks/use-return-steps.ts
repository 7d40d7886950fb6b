import type { ReturnRequestDto } from '@shop/shared/schemas/returns';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { type ReturnAction, useReturnAction } from '../api/returns';

const DONE: Record<ReturnAction['kind'], string> = {
  decision: 'Return updated',
  track: 'Tracking refreshed',
  received: 'Marked received: stock and credit note updated',
  refund: 'Refund started',
  'payout-paid': 'Payout recorded',
};

/**
 * What the return dialog types and runs: the note, the payout reference, the lines marked damaged, and each
 * step's answer, which is shown in place of the list's copy of the return.
 */
export function useReturnSteps(ret: ReturnRequestDto | null, onClose: () => void) {
  const toast = useToast();
  const action = useReturnAction();
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [damaged, setDamaged] = useState<string[]>([]);
  const [current, setCurrent] = useState<ReturnRequestDto | null>(null);
  const shown = current && ret && current._id === ret._id ? current : ret;

  const run = (input: ReturnAction) =>
    action.mutate(input, {
      onSuccess: (updated) => {
        setCurrent(updated);
        toast.success(DONE[input.kind]);
      },
      onError: (error) => toast.error(getErrorMessage(error, 'Could not update the return')),
    });

  const close = () => {
    setNote('');
    setReference('');
    setDamaged([]);
    setCurrent(null);
    onClose();
  };

  const markDamaged = (orderItemId: string, isDamaged: boolean) =>
    setDamaged(isDamaged ? [...damaged, orderItemId] : damaged.filter((d) => d !== orderItemId));

  return {
    shown,
    run,
    close,
    isPending: action.isPending,
    note,
    setNote,
    reference,
    setReference,
    damaged,
    markDamaged,
  };
}

export type ReturnSteps = ReturnType<typeof useReturnSteps>;
