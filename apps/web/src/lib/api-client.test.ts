import { TOKEN_STORAGE_KEY } from '@shop/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, getErrorMessage, NETWORK_ERROR_MESSAGE, setUnauthorizedHandler } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  let restoreHandler: () => void;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    localStorage.clear();
  });

  afterEach(() => {
    restoreHandler();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it('sends JSON to /api with the bearer token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(api.put('/auth/profile', { name: 'Asha' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/profile');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"Asha"}');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it("asks for the page's language on a Hindi page's reads only (decision 258)", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, {})));
    window.history.pushState({}, '', '/hi/products');
    try {
      await api.get('/products', { params: { q: 'kurta' } });
      await api.post('/cart', { items: [] });
    } finally {
      window.history.pushState({}, '', '/');
    }
    await api.get('/products');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/products?q=kurta&lang=hi',
      '/api/cart',
      '/api/products',
    ]);
  });

  it("tells the server the page's language on every call, English pages included (decisions 203, 233)", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(201, {})));
    window.history.pushState({}, '', '/hi/register');
    try {
      await api.post('/auth/register', { name: 'Asha' });
      await api.get('/auth/me');
    } finally {
      window.history.pushState({}, '', '/');
    }
    await api.post('/auth/register', { name: 'Asha' });
    await api.delete('/wishlist/1');
    const sent = fetchMock.mock.calls.map(([url, init]) => [
      url,
      init?.method,
      (init?.headers as Record<string, string>)['Accept-Language'],
    ]);
    expect(sent).toEqual([
      ['/api/auth/register', 'POST', 'hi'],
      ['/api/auth/me?lang=hi', 'GET', 'hi'],
      ['/api/auth/register', 'POST', 'en'],
      ['/api/wishlist/1', 'DELETE', 'en'],
    ]);
  });

  it('sends no Authorization header without a token, and builds query strings', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await api.get('/products', { params: { category: 'Home & Kitchen', page: 2, q: '', sort: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/products?category=Home+%26+Kitchen&page=2');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws ApiError with the server message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'Only 2 left in stock' }));
    const error = await api.post('/orders', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Only 2 left in stock' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('on 401 clears the token and calls the unauthorized handler', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Please log in to continue' }));
    await expect(api.get('/orders/my-orders')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the caller when asked (the login form)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid email or password' }));
    const error = await api
      .post('/auth/login', { email: 'a@b.co', password: 'x' }, { skipUnauthorizedRedirect: true })
      .catch((e: unknown) => e);
    expect(getErrorMessage(error, 'Login failed')).toBe('Invalid email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes FormData through untouched', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { _id: 'p1' }));
    const form = new FormData();
    form.append('name', 'Lamp');
    await api.post('/products', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('handles empty and non-JSON error bodies', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/products/p1')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(api.get('/products')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('turns network failures into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/products')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('getErrorMessage falls back for anything that is not an ApiError', () => {
    expect(getErrorMessage(new Error('boom'), 'Registration failed')).toBe('Registration failed');
    expect(getErrorMessage(undefined, 'Login failed')).toBe('Login failed');
  });
});
