import { NETWORK_ERROR_MESSAGE } from '@shop/shared/network-message';
import { splitLocalePath } from '@shop/shared/locale';
import { clearToken, getToken } from './token';

/** Every failed call surfaces as an ApiError; `message` is the server's `{message}` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed error answer, for callers that read more than its message (a 422's `field`). */
  readonly body: unknown;
  /** The answer's Retry-After in seconds (a busy shop's 503, a limit's 429), when it gave one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, body?: unknown, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After as a number of seconds (the shop sends seconds, not a date); undefined when absent or not one. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export { NETWORK_ERROR_MESSAGE };

/** The server's message (or a network message) when there is one, else the screen's own fallback text. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

type UnauthorizedHandler = () => void;

function redirectToLogin(): void {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') {
    window.location.assign('/login');
  }
}

let unauthorizedHandler: UnauthorizedHandler = redirectToLogin;

/**
 * The app installs a handler that clears the session and navigates inside the router (keeping the page to
 * return to). Returns a function that restores the default full-page redirect.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = redirectToLogin;
  };
}

type QueryValue = string | number | boolean | null | undefined | readonly string[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A 401 normally ends the session and sends the browser to /login. Calls whose 401 means something else
   * (a wrong password on the login form, the session probe at start-up) set this.
   */
  skipUnauthorizedRedirect?: boolean;
}

export const API_BASE = '/api';

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

// The browser talks to the API with fetch; the server-side renderer swaps in a call into the server itself.
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Replaces how API calls reach the server (server-side rendering only). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  let url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      // An array is the parameter repeated (?option=Size:M&option=Colour:Red).
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one !== undefined && one !== null && one !== '') search.append(key, String(one));
      }
    }
    const query = search.toString();
    if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  return text;
}

function messageFrom(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return `Request failed with status ${status}`;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, params, signal, skipUnauthorizedRedirect = false } = options;
  // The page's language on every call: the server words its messages in it, and a form's mails (decisions 203,
  // 233). Always sent, so the browser's own languages never choose for an English page.
  const lang = typeof window === 'undefined' ? 'en' : splitLocalePath(window.location.pathname).locale;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang, ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  // A Hindi page's reads ask for the merchant's Hindi (`?lang=hi`, docs/decisions/258-hindi-catalogue-content.md);
  // on the server, window is absent and the renderer's transport adds both from the page's path.
  const query = method === 'GET' && lang !== 'en' ? { ...params, lang } : params;
  let response: Response;
  try {
    response = await transport(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, messageFrom(data, response.status), data, retryAfterOf(response));
    if (response.status === 401 && !skipUnauthorizedRedirect) {
      clearToken();
      unauthorizedHandler();
    }
    throw error;
  }
  return data as T;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
