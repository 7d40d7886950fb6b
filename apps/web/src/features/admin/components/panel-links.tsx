import type { ReactNode } from 'react';
import { Link } from '../../../lib/link';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The link in a Panel's header to the screen where its subject is managed ('View All', 'Open Settings'). */
export function PanelHeaderLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('ghost', 'sm', 'text-brand-700 hover:bg-brand-50')}>
      {children}
    </Link>
  );
}

/**
 * One row of a Panel's divided list of things to act on (a product to restock, a setting to fix): what it is,
 * then a small outline link to where it is done, named for screen readers by `actionLabel`.
 */
export function ActionLinkRow({
  to,
  action,
  actionLabel,
  className,
  children,
}: {
  to: string;
  action: string;
  actionLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={cn('flex items-center gap-3 py-3 first:pt-0 last:pb-0', className)}>
      {children}
      <Link to={to} className={buttonClasses('outline', 'sm', 'shrink-0')} aria-label={actionLabel}>
        {action}
      </Link>
    </li>
  );
}
