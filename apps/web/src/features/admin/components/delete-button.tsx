import { Trash2 } from 'lucide-react';
import type { ButtonProps } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { IconButton } from './icon-button';

/** The small red-edged 'Delete' of a card or row; its `aria-label` names what it deletes. */
export function DeleteButton({ className, ...props }: Omit<ButtonProps, 'variant' | 'size' | 'children'>) {
  return (
    <IconButton
      icon={Trash2}
      variant="outline"
      size="sm"
      className={cn('border-red-200 text-red-700 hover:bg-red-50', className)}
      {...props}
    >
      Delete
    </IconButton>
  );
}
