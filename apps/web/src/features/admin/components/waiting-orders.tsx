import { REPORT_TIME_ZONE } from '@shop/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { fetchAdminOrders } from '../api/get-admin-orders';
import { adminKeys } from '../api/keys';
import type { Order } from '../types';
import { OrderRows } from './order-rows';
import { Panel } from './panel';

const indianDay = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE });

/** Placed today (Indian time) and still pending: nobody has packed, confirmed or cancelled them yet. */
export function todaysWaitingOrders(orders: readonly Order[], now = new Date()): Order[] {
  const today = indianDay.format(now);
  return orders.filter((o) => o.status === 'pending' && indianDay.format(new Date(o.createdAt)) === today);
}

/** The overview's first question answered: which of today's orders still wait for the shop. */
export function WaitingOrdersPanel() {
  const pending = useQuery({
    queryKey: adminKeys.orderList({ status: 'pending', page: 1, panel: 'waiting' }),
    queryFn: ({ signal }) => fetchAdminOrders({ status: 'pending', page: 1 }, signal),
    refetchInterval: 60_000,
  });
  const waiting = todaysWaitingOrders(pending.data?.orders ?? []);
  return (
    <Panel
      title={`Today's orders waiting for action${pending.data ? ` (${waiting.length})` : ''}`}
      icon={<BellRing className="h-5 w-5 text-amber-500" aria-hidden="true" />}
      className="mt-6"
    >
      <OrderRows orders={waiting} emptyText="No new orders waiting today" />
    </Panel>
  );
}
