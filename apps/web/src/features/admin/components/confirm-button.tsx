import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { ConfirmDialog } from './confirm-dialog';

export interface Confirmation {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  dismissLabel?: string;
}

/**
 * A button for a step that moves money or cannot be undone: it asks first (ConfirmDialog) and runs `onConfirmed`
 * only on yes. The dialog closes when the step starts; its answer is shown where the step's is.
 */
export function ConfirmButton({
  confirm,
  onConfirmed,
  ...button
}: Omit<ButtonProps, 'onClick'> & { confirm: Confirmation; onConfirmed: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setAsking(true)} />
      <ConfirmDialog
        open={asking}
        {...confirm}
        onConfirm={() => {
          setAsking(false);
          onConfirmed();
        }}
        onOpenChange={setAsking}
      />
    </>
  );
}
