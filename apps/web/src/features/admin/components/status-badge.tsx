import type { OrderStatus } from '@shop/shared/order-status';
import { ORDER_STATUS_LABELS } from '@shop/shared/status-words';
import { cn } from '../../../lib/cn';

/** A stored status in words, for the status picker (docs/decisions/208: the words live in packages/shared). */
export function statusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status] ?? 'Unknown';
}

const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap';

/** The order and payment badges are the shopper's too: one vocabulary on every screen. */
export { OrderStateBadge, PaymentStateBadge } from '../../../components/status-badges';

export function RoleBadge({ role }: { role: string }) {
  return (
    <span
      className={cn(
        badge,
        role === 'admin' ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      {role === 'admin' ? 'Admin' : 'User'}
    </span>
  );
}

export function LowStockBadge({ className }: { className?: string }) {
  return <span className={cn(badge, 'bg-red-50 text-red-700 ring-red-200', className)}>Low Stock</span>;
}
