import { RETURNED_TO_SELLER_LABEL, type OrderStatus } from '@shop/shared/order-status';
import { cn } from '../../../lib/cn';

const ORDER_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  packed: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-green-50 text-green-800 ring-green-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap';

/** `returned`: the parcel came back to the seller (docs/decisions/065-returned-to-seller.md); shown as such, not "Cancelled". */
export function OrderStatusBadge({ status, returned, className }: { status: OrderStatus; returned?: boolean; className?: string }) {
  if (status === 'cancelled' && returned) {
    return (
      <span data-status="returned" className={cn(badge, 'bg-orange-50 text-orange-800 ring-orange-200', className)}>
        {RETURNED_TO_SELLER_LABEL}
      </span>
    );
  }
  return (
    <span data-status={status} className={cn(badge, ORDER_STYLES[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200', className)}>
      {statusLabel(status)}
    </span>
  );
}

const PAYMENT_STYLES: Record<string, string> = {
  paid: 'bg-green-50 text-green-800 ring-green-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function PaymentStatusBadge({ status }: { status: string }) {
  return <span className={cn(badge, PAYMENT_STYLES[status] ?? PAYMENT_STYLES.refunded)}>{statusLabel(status)}</span>;
}

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
