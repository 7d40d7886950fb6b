import type { LucideIcon } from 'lucide-react';
import { Link } from '../../lib/link';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

/** "Nothing here yet": an icon, a title, a line of help and the one link that moves the shopper on. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  linkTo,
  linkLabel,
  className = 'p-10',
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  linkTo: string;
  linkLabel: string;
  /** Size and padding of the card. */
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl border border-slate-200 bg-white', className, 'text-center')}>
      <Icon className="mx-auto h-12 w-12 text-slate-300" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-600">{text}</p>
      <Link to={linkTo} className={buttonClasses('primary', 'md', 'mt-6')}>
        {linkLabel}
      </Link>
    </div>
  );
}
