import { Heart, LayoutDashboard, LogOut, type LucideIcon, Package, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/language-switcher';
import { paths } from '../../config/paths';
import { useLogout } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { type MessageKey, useT } from '../../lib/i18n/i18n';
import { NavLink } from '../../lib/link';
import { catalogLinks } from './catalog-links';
import { GuestLinks } from './guest-links';

/** The phone's menu (a chunk of its own, fetched on the first press of the menu button). */
const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

interface MobileLink {
  to: string;
  label: MessageKey;
  icon?: LucideIcon;
}

function MobileLinks({ links }: { links: MobileLink[] }) {
  const { t } = useT();
  return links.map(({ to, label, icon: Icon }) => (
    <NavLink key={to} to={to} className={mobileLinkClass}>
      {Icon && <Icon className="h-5 w-5" aria-hidden="true" />}
      {t(label)}
    </NavLink>
  ));
}

export function MobileMenu({
  isSessionPending,
  onClose,
  children,
}: {
  isSessionPending: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <div
      id="mobile-menu"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg md:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="container-page space-y-4 py-4">
        <nav aria-label={t('nav.mobile')} className="flex flex-col gap-1">
          <MobileLinks links={[...catalogLinks, { to: paths.wishlist, label: 'nav.wishlist', icon: Heart }]} />
        </nav>
        <LanguageSwitcher className="px-3 text-base text-slate-700" />
        {!isSessionPending && !children && (
          <div className="grid grid-cols-2 gap-2 border-t border-slate-200 pt-4">
            <GuestLinks loginVariant="outline" />
          </div>
        )}
        {children}
      </div>
    </div>
  );
}

export function MobileUserSection({ name, email, showAdmin }: { name: string; email: string; showAdmin: boolean }) {
  const logout = useLogout();
  const { t } = useT();
  return (
    <div className="border-t border-slate-200 pt-4">
      <p className="px-3 text-sm text-slate-500">
        {t('nav.signedInAs')} <span className="font-semibold text-slate-800">{name}</span>
        <span className="block truncate text-xs">{email}</span>
      </p>
      <nav aria-label={t('nav.account')} className="mt-2 flex flex-col gap-1">
        <MobileLinks
          links={[
            ...(showAdmin
              ? [{ to: paths.admin.overview, label: 'nav.adminDashboard' as const, icon: LayoutDashboard }]
              : []),
            { to: paths.profile, label: 'nav.profile' as const, icon: UserRound },
            { to: paths.orders, label: 'nav.myOrders' as const, icon: Package },
          ]}
        />
        <button
          type="button"
          onClick={() => void logout()}
          className="flex items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium text-red-600 hover:bg-red-50"
        >
          <LogOut className="h-5 w-5" aria-hidden="true" />
          {t('nav.logout')}
        </button>
      </nav>
    </div>
  );
}
