import { TOKEN_STORAGE_KEY } from '@shop/shared/constants';
import type { User } from '@shop/shared/schemas/auth';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider, createAppQueryClient } from './providers';
import { AppRoutes } from './routing/app-routes';
import { testShop } from '../test/shop';

const customer: User = {
  _id: 'u2',
  name: 'Asha Rao',
  email: 'user@example.com',
  emailVerified: true,
  language: 'en',
  phoneVerified: false,
  phone: '',
  address: { street: '', city: '', state: '', pincode: '' },
  role: 'user',
  createdAt: '2025-03-01T10:00:00.000Z',
};
const admin: User = { ...customer, _id: 'u1', name: 'Admin User', email: 'admin@example.com', role: 'admin' };

const fetchMock = vi.fn<typeof fetch>();

/** The shop's settings as GET /api/shop gives them: the web app takes its name from here, never from code. */
const shop = testShop();
const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answeredBusy = false;

function signInAs(user: User | 'invalid-token' | 'busy-then-customer') {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-123');
  fetchMock.mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/shop') return Promise.resolve(jsonResponse(shop));
    if (url === '/api/auth/me') {
      // The embedded database held past DB_WAIT_MS (decision 284): 503 with Retry-After, then the answer.
      if (user === 'busy-then-customer' && !answeredBusy) {
        answeredBusy = true;
        return Promise.resolve(
          new Response(JSON.stringify({ message: 'The shop is very busy right now.', code: 'BUSY' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
          }),
        );
      }
      if (user === 'busy-then-customer') return Promise.resolve(jsonResponse(customer));
      return Promise.resolve(
        user === 'invalid-token'
          ? new Response(JSON.stringify({ message: 'Invalid token' }), {
              status: 401,
              headers: { 'Content-Type': 'application/json' },
            })
          : new Response(JSON.stringify(user), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }
    return Promise.reject(new Error(`unexpected fetch ${url}`));
  });
}

/** Where the app's router is, and a way to move it, as a test probe beside the routes. */
interface RouterProbe {
  state: { location: Location };
  navigate: NavigateFunction;
}

async function renderAt(path: string): Promise<RouterProbe> {
  const probe = {} as RouterProbe;
  function Probe() {
    probe.state = { location: useLocation() };
    probe.navigate = useNavigate();
    return null;
  }
  // Awaited: pages are lazy chunks, and React retries a page that suspended in act only when act is awaited.
  await act(async () => {
    render(
      <AppProvider queryClient={createAppQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Probe />
        </MemoryRouter>
      </AppProvider>,
    );
  });
  return probe;
}

// Lazy pages load through the module graph; beside a browser run that took over 5 s.
const slow = { timeout: 15_000 };

// Each test loads its pages' lazy chunks (transformed on first use), which a busy machine takes seconds for.
describe('route access rules', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends anonymous visitors of signed-in pages to /login, remembering the page', async () => {
    const router = await renderAt('/orders');
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Forders');
    // No session to check (the shop's public details are fetched for every visitor).
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/me');
  });

  it('sends anonymous visitors of the admin area to /login', async () => {
    const router = await renderAt('/admin/analytics');
    await screen.findByRole('heading', { name: 'Welcome back' }, slow);
    expect(router.state.location.search).toBe('?redirectTo=%2Fadmin%2Fanalytics');
  });

  it('sends signed-in customers away from the admin area to the home page', async () => {
    signInAs(customer);
    const router = await renderAt('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Everything you love, delivered across India' }, slow),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets admins into the admin area with its side menu', async () => {
    signInAs(admin);
    await renderAt('/admin/analytics');
    expect(await screen.findByRole('heading', { name: 'Analytics & Reports' }, slow)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
  });

  it('lazily loads the admin Settings screen, linked in the side menu', async () => {
    signInAs(admin);
    await renderAt('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, slow)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(menu).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/admin/settings');
  });

  it('lets a signed-in customer see their orders', async () => {
    signInAs(customer);
    await renderAt('/orders');
    expect(await screen.findByRole('heading', { name: 'My Orders' }, slow)).toBeTruthy();
    expect(screen.getByText('Track and manage your order history')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/me');
  });

  it('sends signed-in users away from /login to the page they came from', async () => {
    signInAs(customer);
    const router = await renderAt('/login?redirectTo=%2Fprofile');
    expect(await screen.findByRole('heading', { name: 'My Profile' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('drops a token the server rejects and carries on signed out', async () => {
    signInAs('invalid-token');
    const router = await renderAt('/about');
    // vi.waitFor, not findByRole (below): the page's words arrive in a chunk of their own while it waits.
    await vi.waitFor(() => screen.getByRole('heading', { name: 'About Kala Crafts' }), slow);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('keeps the token when the shop answers busy, and signs the shopper in once it answers', async () => {
    answeredBusy = false;
    signInAs('busy-then-customer');
    const router = await renderAt('/orders');
    expect(await screen.findByRole('heading', { name: 'My Orders' }, { timeout: 15_000 })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-123');
    expect(router.state.location.pathname).toBe('/orders');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me')).toHaveLength(2);
  });

  it("titles pages with the shop's name from its settings, also after client navigation", async () => {
    signInAs('invalid-token');
    const router = await renderAt('/about');
    // vi.waitFor, not findByRole (below): the page's words arrive in a chunk of their own while it waits.
    await vi.waitFor(() => screen.getByRole('heading', { name: 'About Kala Crafts' }), slow);
    await vi.waitFor(() => expect(document.title).toBe('About Us | Kala Crafts'), slow);
    // An async callback: with a sync one Testing Library ends its act environment at once while React, awaited,
    // goes on flushing the lazy page in act, and an update landing then warns "not configured to support act".
    await act(async () => {
      await router.navigate('/policypage/returns');
    });
    // vi.waitFor, not findByRole: Testing Library's waits switch React's act environment off while they poll, and
    // the navigation's async act could still be settling on a loaded machine ("not configured to support act").
    await vi.waitFor(() => screen.getByRole('tab', { name: 'Returns' }), slow);
    await vi.waitFor(() => expect(document.title).toMatch(/ \| Kala Crafts$/), slow);
    expect(document.title).not.toContain('ShopKart');
  });

  it('shows a not-found page for unknown paths', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, slow)).toBeTruthy();
  });

  it('shows the policy tab named in the path', async () => {
    await renderAt('/policypage/returns');
    const tab = await screen.findByRole('tab', { name: 'Returns' }, slow);
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });
});
