import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

/** The one wide submit button of a single-purpose form (sign in, register, reset), worded for while it works. */
export function WideSubmitButton({
  isPending,
  pendingLabel,
  children,
}: {
  isPending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" isLoading={isPending}>
      {isPending ? pendingLabel : children}
    </Button>
  );
}

/** Cancel and save at the end of an edit form; both wait while the save runs. */
export function SaveCancelButtons({
  onCancel,
  isPending,
  saveLabel,
  className,
  cancelLabel = 'Cancel',
  savingLabel = 'Saving...',
}: {
  onCancel: () => void;
  isPending: boolean;
  saveLabel: string;
  className?: string;
  /** The page's words for Cancel and for the save while it runs (English by default). */
  cancelLabel?: string;
  savingLabel?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <Button variant="outline" onClick={onCancel} disabled={isPending}>
        {cancelLabel}
      </Button>
      <Button type="submit" isLoading={isPending}>
        {isPending ? savingLabel : saveLabel}
      </Button>
    </div>
  );
}
