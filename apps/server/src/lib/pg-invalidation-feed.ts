import pg from 'pg';

export interface InvalidationFeedLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface PgInvalidationFeedOptions {
  url: string;
  /** A plain lower-case identifier: it is written into LISTEN as it is. */
  channel: string;
  onPayload(payload: string): void;
  /** The connection is gone: notifications sent from now on are lost until onListening. */
  onLost(): void;
  /** LISTEN is in place (first time or after a reconnect). */
  onListening(): void;
  log: InvalidationFeedLog;
  /** Shown in pg_stat_activity; default LISTENER_APPLICATION_NAME. */
  applicationName?: string;
  /** Backoff between reconnect attempts: doubles from the first to the last value. */
  minRetryMs?: number;
  maxRetryMs?: number;
}

export interface PgInvalidationFeed {
  /** Settles after the first connection attempt, whether it worked or not (retries go on in the background). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Shown in pg_stat_activity, so operators (and tests) can find the listening connection. */
export const LISTENER_APPLICATION_NAME = 'shop-catalog-cache';

/**
 * One dedicated connection that LISTENs on `channel`, reconnecting with exponential backoff whenever it
 * drops. PostgreSQL delivers nothing sent while nobody listened, so the owner is told when the feed is
 * lost and when it listens again, to stop trusting (and then empty) what it cached meanwhile.
 */
export function startPgInvalidationFeed(options: PgInvalidationFeedOptions): PgInvalidationFeed {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`invalid channel name: ${options.channel}`);
  const minRetryMs = options.minRetryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let isClosed = false;

  function scheduleRetry() {
    if (isClosed || retryTimer) return;
    const delay = Math.min(maxRetryMs, minRetryMs * 2 ** failures);
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  function lost(which: pg.Client, err?: unknown) {
    if (client !== which) return;
    client = null;
    options.log.warn({ err }, 'catalogue cache: invalidation feed lost, cache bypassed until it is back');
    options.onLost();
    which.end().catch(() => undefined);
    scheduleRetry();
  }

  async function connect(): Promise<void> {
    if (isClosed) return;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: options.applicationName ?? LISTENER_APPLICATION_NAME,
      // An unreachable server must not hold up start (buildApp awaits the first attempt): fail and retry.
      connectionTimeoutMillis: 5000,
      // A half-open TCP connection would otherwise look alive forever while notifications go nowhere.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload !== undefined) options.onPayload(message.payload);
    });
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
    } catch (err) {
      next.removeAllListeners('end');
      next.on('error', () => undefined);
      next.end().catch(() => undefined);
      if (!isClosed) options.log.warn({ err }, 'catalogue cache: cannot listen for invalidations, retrying');
      scheduleRetry();
      return;
    }
    if (isClosed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (failures > 0) options.log.info({}, 'catalogue cache: invalidation feed back');
    failures = 0;
    options.onListening();
  }

  return {
    ready: connect(),
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
