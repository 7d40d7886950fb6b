import type { User } from '@shop/shared/schemas/auth';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import { Link } from '../../lib/link';
import { paths } from '../../config/paths';
import { isAdmin, useLogout } from '../../lib/auth';
import { useT } from '../../lib/i18n/i18n';
import { UserMenuFace, userMenuTriggerClass } from './user-menu-face';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700';

/**
 * Signed-in header menu (its own chunk with Radix and floating-ui, loaded only for signed-in visitors): the user's name opens Admin Dashboard (admins), Profile, My Orders, Logout. */
export function UserMenu({ user, defaultOpen = false }: { user: User; defaultOpen?: boolean }) {
  const logout = useLogout();
  const { t } = useT();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={userMenuTriggerClass}>
        <UserMenuFace name={user.name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-[13rem] rounded-xl border border-slate-200 bg-white p-1 shadow-lg data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500">
            {t('nav.signedInAs')}
            <span className="block truncate text-sm font-medium text-slate-800">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {isAdmin(user) && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.admin.overview}>
                <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
                {t('nav.adminDashboard')}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.profile}>
              <UserRound className="h-4 w-4" aria-hidden="true" />
              {t('nav.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.orders}>
              <Package className="h-4 w-4" aria-hidden="true" />
              {t('nav.myOrders')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
