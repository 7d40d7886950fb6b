import { Heart, Menu, ShoppingCart, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../../lib/link';
import { BrandMark } from '../../components/brand-mark';
import { paths } from '../../config/paths';
import { useCart } from '../../stores/cart/use-cart';
import { isAdmin, useUser } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { SearchBox } from './search-box';
import { UserMenuPlaceholder } from './user-menu-face';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useT } from '../../lib/i18n/i18n';
import { catalogLinks } from './catalog-links';
import { GuestLinks } from './guest-links';

// Radix's menu and its positioning engine are a fifth of the first chunk; only signed-in visitors need them.
const loadUserMenu = () => import('./user-menu').then((module) => ({ default: module.UserMenu }));
const UserMenu = lazy(loadUserMenu);

// Phones open it, wide screens never show it: its links, account section and icons wait for the first tap.
const loadMobileMenu = () => import('./mobile-menu');
type MobileMenuModule = Awaited<ReturnType<typeof loadMobileMenu>>;

/**
 * The phone menu's code, once the shopper has asked for it. Kept in state rather than behind `lazy` and a
 * Suspense boundary: a menu opened while the page was still hydrating stayed on its empty fallback after its
 * chunk had arrived (2 runs in 10 of auth.spec.ts at 375 px on a loaded machine: "Close menu" pressed, no menu).
 * A resolved import set into state always renders.
 */
function useMobileMenuModule(isWanted: boolean): MobileMenuModule | undefined {
  const [module, setModule] = useState<MobileMenuModule>();
  useEffect(() => {
    if (!isWanted || module) return;
    let isCurrent = true;
    void loadMobileMenu().then((loaded) => {
      if (isCurrent) setModule(() => loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [isWanted, module]);
  return module;
}

const linkLook = ({ isActive }: { isActive: boolean }) =>
  cn(
    'h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

const navLinkClass = (state: { isActive: boolean }) => cn('inline-flex', linkLook(state));

/** Links that phones reach through the menu instead of the header row. */
const wideOnlyLinkClass = (state: { isActive: boolean }) => cn('hidden md:inline-flex', linkLook(state));

function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The key of the location the address bar shows. The router writes the history entry first and renders the new
 * page in a transition; a tap in between (right after signing in, on a slow phone) runs the old page's handler,
 * whose `location.key` is already gone, and the menu would close itself the moment the new page renders.
 */
function newestLocationKey(renderedKey: string): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state ? state.key : undefined;
  return typeof key === 'string' ? key : renderedKey;
}

export function Header() {
  const { data: user, isPending } = useUser();
  const { itemCount } = useCart();
  const { t } = useT();
  const location = useLocation();
  // The mobile menu is open only for the location it was opened at, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === location.key;
  const closeMenu = () => setMenuOpenAt(null);
  const mobileMenu = useMobileMenuModule(isMenuOpen);
  // A press on the name while the menu's code loads is kept: the menu opens as soon as it is there.
  const [isUserMenuWanted, setIsUserMenuWanted] = useState(false);
  const mayBeSignedIn = isPending || Boolean(user);
  useEffect(() => {
    // Fetched beside the session, not after it: the name should answer the moment it shows.
    if (mayBeSignedIn) void loadUserMenu();
  }, [mayBeSignedIn]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page flex h-16 items-center gap-3 lg:gap-6">
        <BrandMark />

        <SearchBox className="hidden max-w-md flex-1 lg:block" />

        <nav aria-label={t('nav.main')} className="ml-auto flex items-center gap-1">
          {catalogLinks.map(({ to, label }) => (
            <NavLink key={to} to={to} className={wideOnlyLinkClass}>
              {t(label)}
            </NavLink>
          ))}
          <NavLink
            to={paths.wishlist}
            className={wideOnlyLinkClass}
            aria-label={t('nav.wishlist')}
            title={t('nav.wishlist')}
          >
            <Heart className="h-5 w-5" aria-hidden="true" />
          </NavLink>
          {/* The cart stays in sight at every width: a phone shows its icon and count, the word for screen readers. */}
          <NavLink to={paths.cart} className={navLinkClass}>
            <span className="relative">
              <ShoppingCart className="h-5 w-5" aria-hidden="true" />
              <CartBadge count={itemCount} />
            </span>
            <span className="sr-only md:not-sr-only md:ml-1">{t('nav.cart')}</span>
            <span className="sr-only"> ({t('cart.itemCount', { count: itemCount })})</span>
          </NavLink>
        </nav>

        <LanguageSwitcher className="hidden text-sm text-slate-700 md:flex" />

        <div className="hidden items-center gap-2 md:flex">
          {isPending ? null : user ? (
            <Suspense
              fallback={
                <UserMenuPlaceholder
                  name={user.name}
                  isWanted={isUserMenuWanted}
                  onPress={() => setIsUserMenuWanted(true)}
                />
              }
            >
              <UserMenu user={user} defaultOpen={isUserMenuWanted} />
            </Suspense>
          ) : (
            <GuestLinks loginVariant="ghost" />
          )}
        </div>

        {/* Shows only what its name says: the cart and its count have their own link beside it. */}
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onPointerDown={() => void loadMobileMenu()}
          onClick={() => setMenuOpenAt(isMenuOpen ? null : newestLocationKey(location.key))}
        >
          {isMenuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
      </div>

      {/* Phones and tablets: the search gets its own row, always in sight, so the links keep room. */}
      <div className="container-page pb-3 lg:hidden">
        <SearchBox />
      </div>

      {isMenuOpen && mobileMenu && (
        <mobileMenu.MobileMenu isSessionPending={isPending} onClose={closeMenu}>
          {user && <mobileMenu.MobileUserSection name={user.name} email={user.email} showAdmin={isAdmin(user)} />}
        </mobileMenu.MobileMenu>
      )}
    </header>
  );
}
