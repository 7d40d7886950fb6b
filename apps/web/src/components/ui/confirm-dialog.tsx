import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for actions that cannot be undone. */
  confirmVariant?: ButtonVariant;
  /** While the action runs the confirm button spins and the dialog cannot be dismissed half-way. */
  isPending?: boolean;
  onConfirm: () => void;
  /** The close button's accessible name (English by default). */
  closeLabel?: string;
}

/** A yes/no question in the shop's own dialog rather than the browser's `confirm()`. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Keep it',
  confirmVariant = 'danger',
  isPending = false,
  onConfirm,
  closeLabel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
      title={title}
      size="sm"
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-slate-600">{children}</div>
    </Modal>
  );
}
