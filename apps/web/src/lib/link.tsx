import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

/**
 * The app's links: an `<a>` whose plain clicks navigate inside the app, built from react-router's `useHref` and
 * `useLinkClickHandler`. react-router's own `Link` and `NavLink` also carry framework-mode prefetching that this
 * app never uses, about 1.7 KB gzip on every page (decision 081). `to` is a path of this app; an address
 * elsewhere is a plain `<a>`.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  // Leaves modified clicks (new tab, download) and other targets to the browser.
  const navigate = useLinkClickHandler(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/** Whether `to` is the current page, or (unless `end`) a page below it: react-router's NavLink rule. */
function useIsCurrentPath(to: string, end: boolean): boolean {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(to).pathname.toLowerCase();
  if (current === target) return true;
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return !end && current.startsWith(target) && current.charAt(slashAt) === '/';
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** The link's classes, given whether it leads to the current page. */
  className: (state: { isActive: boolean }) => string;
  /** Current only on `to` itself, not on the pages below it. */
  end?: boolean;
}

/** A navigation link that knows whether it leads to the current page (`aria-current="page"`). */
export function NavLink({ className, end = false, ...props }: NavLinkProps) {
  const isActive = useIsCurrentPath(props.to, end);
  return <Link {...props} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
