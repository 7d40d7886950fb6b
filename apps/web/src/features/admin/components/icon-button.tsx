import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';

/** A button with an icon before its text; while it is loading the spinner stands in the icon's place. */
export function IconButton({ icon: Icon, isLoading = false, children, ...props }: ButtonProps & { icon: LucideIcon }) {
  return (
    <Button isLoading={isLoading} {...props}>
      {!isLoading && <Icon className="h-4 w-4" aria-hidden="true" />}
      {children}
    </Button>
  );
}
