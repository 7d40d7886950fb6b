import type { Order } from '@shop/shared/schemas/order';
import type { RefundStatus } from '@shop/shared/schemas/payment';
import { plural } from '@shop/shared/plural';

const deliveryDayFormatter = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "Thu, 4 Dec" for the India calendar day `2026-12-04`; empty for anything else. */
export function formatDeliveryDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const noon = new Date(`${day}T12:00:00+05:30`);
  return Number.isNaN(noon.getTime()) ? '' : deliveryDayFormatter.format(noon);
}

/** Units in the order, not lines: two of one product count as 2 items. */
export function countOrderItems(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function formatItemCount(count: number): string {
  return plural(count, 'item');
}

const dateTimeFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "5 Mar 2026, 3:45 pm"; empty for a missing date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormatter.format(date);
}

const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  due: 'Refund due',
  pending: 'Refund in progress',
  processed: 'Refunded',
  failed: 'Refund failed: our team will contact you',
};

/** The refund state of an online payment, as the customer reads it. */
export function formatRefundStatus(status: RefundStatus): string {
  return REFUND_STATUS_LABELS[status];
}
