import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <CurrentPath />
    </MemoryRouter>,
  );
}

const activeClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

describe('Link', () => {
  afterEach(cleanup);

  it('is an anchor to the path that navigates in the page on a plain click', () => {
    renderAt('/', <Link to="/products?category=Books">Books</Link>);
    const link = screen.getByRole('link', { name: 'Books' });
    expect(link.getAttribute('href')).toBe('/products?category=Books');
    fireEvent.click(link);
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/products');
  });

  it('leaves a click the handler prevented, and a modified click, to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/cart" onClick={(event) => event.preventDefault()}>
          Cart
        </Link>
        <Link to="/orders">Orders</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }), { ctrlKey: true });
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/');
  });
});

describe('NavLink', () => {
  afterEach(cleanup);

  it.each([
    ['its own page', '/admin/orders', '/admin/orders', false, true],
    ['a page below it', '/admin/orders/42', '/admin/orders', false, true],
    ['a page below it when it must match exactly', '/admin/orders/42', '/admin/orders', true, false],
    ['a page that only starts with the same letters', '/admin/ordersx', '/admin/orders', false, false],
    ['another letter case', '/Products', '/products', false, true],
  ])('on %s: current %s', (_case, path, to, end, isActive) => {
    renderAt(
      path,
      <NavLink to={to} end={end} className={activeClass}>
        Link
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'Link' });
    expect(link.className).toBe(isActive ? 'on' : 'off');
    expect(link.getAttribute('aria-current')).toBe(isActive ? 'page' : null);
  });
});
