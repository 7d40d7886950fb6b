import { defaultRetryPolicy, isAbortOrTimeout, retryingCall, type RetryPolicy } from '../retrying-call';
import { loginAnswerSchema } from './answer-schemas';
import {
  describeBody,
  httpError,
  isObject,
  isTransient,
  retriesSpent,
  type CallPolicy,
  type RawAnswer,
} from './client-answers';
import { ShiprocketError } from './types';

/** Tokens live about 10 days and carry no expiry field: renew a day early (and on any 401). */
export const TOKEN_TTL_MS = 9 * 86_400_000;

export interface ShiprocketClientOptions {
  /** The API root; a function when it is only known after listen (the in-process simulator on port 0). */
  baseUrl: string | (() => string);
  email: string;
  password: string;
  /** One budget per call, login and retries included (SHIPROCKET_TIMEOUT_MS). */
  timeoutMs: number;
  /** Retries of calls a repeat cannot harm; by default three attempts within the budget (defaultRetryPolicy). */
  retry?: RetryPolicy;
  tokenTtlMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

/** One request to Shiprocket's API and its answer read as JSON; no answer in time, or none at all, is an error. */
function createSender(options: ShiprocketClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const seconds = Math.round(options.timeoutMs / 100) / 10;
  const root = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    signal: AbortSignal,
    bearer?: string,
  ): Promise<RawAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    try {
      // One deadline covers connecting, the headers and reading the body.
      const res = await doFetch(`${root()}/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      const text = await res.text();
      if (!text.trim()) return { status: res.status, body: null, isUnreadable: false };
      try {
        return { status: res.status, body: JSON.parse(text) as unknown, isUnreadable: false };
      } catch {
        return { status: res.status, body: null, isUnreadable: true };
      }
    } catch (error) {
      if (isAbortOrTimeout(error))
        throw new ShiprocketError('timeout', `Shiprocket did not answer within ${seconds} s`);
      const cause =
        error instanceof Error && isObject(error.cause) && typeof error.cause.code === 'string'
          ? error.cause.code
          : undefined;
      throw new ShiprocketError('network', `Could not reach Shiprocket${cause ? ` (${cause})` : ''}`);
    }
  }

  return { send, doFetch, seconds };
}

/**
 * Shiprocket over HTTP with its bearer token. One login serves every call until the token is about to expire or
 * a call answers 401; concurrent callers then share one login. Each call has one time budget (login, retries
 * and waits included), and only calls a repeat cannot harm are retried.
 */
export function createShiprocketTransport(options: ShiprocketClientOptions) {
  const now = options.now ?? Date.now;
  const { send, doFetch, seconds } = createSender(options);
  const ttl = options.tokenTtlMs ?? TOKEN_TTL_MS;
  const retryPolicy = options.retry ?? defaultRetryPolicy(options.timeoutMs);
  let token: { value: string; obtainedAt: number } | null = null;
  let loginInFlight: Promise<string> | null = null;
  let loginCount = 0;

  async function loginOnce(signal: AbortSignal): Promise<string> {
    loginCount += 1;
    const answer = await send('POST', 'auth/login', { email: options.email, password: options.password }, signal);
    if (answer.status !== 200) {
      const error = httpError(answer);
      if (error.kind === 'rejected' || error.kind === 'auth') {
        throw new ShiprocketError(
          'auth',
          `Shiprocket login failed: ${describeBody(answer.body).message ?? `HTTP ${answer.status}`}`,
          answer.status,
        );
      }
      throw error;
    }
    if (answer.isUnreadable || !loginAnswerSchema.safeParse(answer.body).success) {
      throw new ShiprocketError('invalid-answer', 'Shiprocket login answered without a token', 200);
    }
    return loginAnswerSchema.parse(answer.body).token;
  }

  /** A login, retried like a read (a second login only makes a second token), within `timeLeftMs`. */
  async function login(timeLeftMs: number): Promise<string> {
    if (!options.email || !options.password) {
      throw new ShiprocketError('auth', 'Shiprocket API user email and password are not configured');
    }
    try {
      const value = await retryingCall((signal) => loginOnce(signal), {
        timeoutMs: timeLeftMs,
        isRepeatable: true,
        isTransient,
        policy: retryPolicy,
        now,
      });
      token = { value, obtainedAt: now() };
      return value;
    } catch (error) {
      if (error instanceof ShiprocketError) retriesSpent.add(error);
      throw error;
    }
  }

  /** Starts one login, or joins the one running. `stale` is the token a 401 came back for. */
  function renewToken(timeLeftMs: number, stale?: string): Promise<string> {
    if (stale && token && token.value !== stale) return Promise.resolve(token.value);
    if (stale && token?.value === stale) token = null;
    loginInFlight ??= login(timeLeftMs).finally(() => {
      loginInFlight = null;
    });
    return loginInFlight;
  }

  function currentToken(timeLeftMs: number): Promise<string> {
    if (token && now() - token.obtainedAt < ttl) return Promise.resolve(token.value);
    return renewToken(timeLeftMs);
  }

  /**
   * An authenticated call within one budget: a 401 renews the token once (shared) and repeats the call once
   * (a 401 did nothing, so even a create may be repeated then). `read` turns the answer into the result and
   * throws for an answer it cannot use; repeatable calls are tried again after a transient failure.
   */
  function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    policy: CallPolicy,
    read: (answer: RawAnswer) => T,
  ): Promise<T> {
    const deadline = now() + options.timeoutMs;
    const timeLeft = () => Math.max(1, deadline - now());
    const once = async (signal: AbortSignal): Promise<T> => {
      const first = await currentToken(timeLeft());
      let answer = await send(method, path, body, signal, first);
      if (answer.status === 401) {
        const fresh = await renewToken(timeLeft(), first);
        answer = await send(method, path, body, signal, fresh);
      }
      return read(answer);
    };
    return retryingCall(once, {
      timeoutMs: options.timeoutMs,
      isRepeatable: policy.isRepeatable,
      isTransient,
      policy: retryPolicy,
      now,
    });
  }

  return {
    call,
    doFetch,
    /** The time budget in seconds, for messages. */
    seconds,
    get loginCount() {
      return loginCount;
    },
  };
}

export type ShiprocketTransport = ReturnType<typeof createShiprocketTransport>;
