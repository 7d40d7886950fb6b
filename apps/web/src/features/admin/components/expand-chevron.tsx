import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The arrow of a card that opens in place; it turns over while the card is open. */
export function ExpandChevron({ isOpen, className }: { isOpen: boolean; className?: string }) {
  return (
    <ChevronDown
      className={cn('h-5 w-5 shrink-0 text-slate-400 transition-transform', className, isOpen && 'rotate-180')}
      aria-hidden="true"
    />
  );
}
