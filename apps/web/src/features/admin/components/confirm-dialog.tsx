import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  dismissLabel = 'Cancel',
  isPending = false,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** The way back, named for what it keeps when "Cancel" would be ambiguous ("Keep the order"). */
  dismissLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            {dismissLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{message}</p>
    </Modal>
  );
}

/** 'Delete …' for one row: the question, then the row's name in bold; open while a row is picked. */
export function DeleteConfirmDialog({
  title,
  question,
  target,
  isPending,
  onConfirm,
  onCancel,
}: {
  title: string;
  question: string;
  /** The row to delete as the admin knows it; null when none is picked. */
  target: string | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={
        <>
          {question}
          {target !== null && <span className="mt-2 block font-medium text-slate-900">{target}</span>}
        </>
      }
      isPending={isPending}
      onConfirm={onConfirm}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    />
  );
}
