import * as Dialog from '@radix-ui/react-dialog';
import {
  DatabaseBackup,
  ChartColumn,
  ClipboardList,
  History,
  Inbox,
  LayoutDashboard,
  Landmark,
  Mail,
  Menu,
  Package,
  RotateCcw,
  Settings,
  ShieldAlert,
  Users,
  X,
  TicketPercent,
  Truck,
} from 'lucide-react';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NavLink } from '../../../lib/link';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useInboxUnread } from '../api/inbox';

const NAV_ITEMS = [
  { to: paths.admin.overview, label: 'Overview', icon: LayoutDashboard, end: true },
  { to: paths.admin.products, label: 'Products', icon: Package, end: false },
  { to: paths.admin.orders, label: 'Orders', icon: ClipboardList, end: false },
  { to: paths.admin.inbox, label: 'Inbox', icon: Inbox, end: false },
  // Issue 37's Deliveries screen; its path lives here, not in config/paths.ts, which every shopper downloads.
  { to: '/admin/deliveries', label: 'Deliveries', icon: Truck, end: false },
  { to: paths.admin.returns, label: 'Returns', icon: RotateCcw, end: false },
  { to: paths.admin.reviews, label: 'Reviews', icon: MessageSquareText, end: false },
  { to: paths.admin.users, label: 'Users', icon: Users, end: false },
  { to: paths.admin.analytics, label: 'Analytics', icon: ChartColumn, end: false },
  { to: paths.admin.outbox, label: 'Emails', icon: Mail, end: false },
  { to: paths.admin.audit, label: 'Audit Log', icon: History, end: false },
  { to: paths.admin.gstReturns, label: 'GST Returns', icon: Landmark, end: false },
  { to: paths.admin.coupons, label: 'Coupons', icon: TicketPercent, end: false },
  { to: paths.admin.breaches, label: 'Breaches', icon: ShieldAlert, end: false },
  { to: paths.admin.backups, label: 'Backups', icon: DatabaseBackup, end: false },
  { to: paths.admin.settings, label: 'Settings', icon: Settings, end: false },
] as const;

function AdminNav() {
  const unread = useInboxUnread().data?.unread ?? 0;
  return (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {NAV_ITEMS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'text-slate-700 hover:bg-brand-50 hover:text-brand-700',
                )
              }
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              {label}
              {to === paths.admin.inbox && unread > 0 && (
                <span
                  className="ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
                  aria-label={`${unread} unread ${unread === 1 ? 'message' : 'messages'}`}
                  data-testid="inbox-unread"
                >
                  {unread}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Admin area frame: side menu on wide screens, a drawer on small ones that closes on navigation. */
export function AdminLayout() {
  const location = useLocation();
  // Open only for the location it was opened at: following any link closes the drawer.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const isDrawerOpen = drawerOpenAt === location.key;
  // On phones the menu (and its Inbox badge) sits behind this button: the button carries the count too.
  const unread = useInboxUnread().data?.unread ?? 0;

  return (
    <div className="container-page py-6 lg:py-8">
      <div className="mb-4 flex items-center justify-between lg:hidden">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Admin Panel</p>
        <Dialog.Root open={isDrawerOpen} onOpenChange={(open) => setDrawerOpenAt(open ? location.key : null)}>
          <Dialog.Trigger className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50">
            <Menu className="h-5 w-5" aria-hidden="true" />
            Admin menu
            {unread > 0 && (
              <span
                className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
                data-testid="admin-menu-unread"
              >
                <span className="sr-only">, </span>
                {unread}
                <span className="sr-only"> unread {unread === 1 ? 'message' : 'messages'}</span>
              </span>
            )}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-2xl focus:outline-none data-[state=open]:animate-slide-in-left"
            >
              <div className="mb-4 flex items-center justify-between">
                <Dialog.Title className="text-lg font-semibold text-slate-900">Admin Panel</Dialog.Title>
                <Dialog.Close
                  className="rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
                  aria-label="Close admin menu"
                >
                  <X className="h-5 w-5" aria-hidden="true" />
                </Dialog.Close>
              </div>
              <AdminNav />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>

      <div className="flex gap-8">
        <aside className="hidden w-56 shrink-0 lg:block">
          <div className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-3">
            <p className="px-3 pt-1 pb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">Admin Panel</p>
            <AdminNav />
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
