import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isDatabaseBusy } from '../db/client';

export interface RepeatingRunOptions<T> {
  /** One run. */
  work: () => Promise<T>;
  /** Time from the end of one run to the start of the next; 0 or less never schedules a run by time. */
  intervalMs: number;
  /** The first run this long after `start()`; defaults to one interval. */
  firstRunMs?: number;
  onResult?: (result: T) => void;
  onError: (err: unknown) => void;
}

export interface RepeatingRun<T> {
  start(): void;
  /**
   * Runs now, or, when a run is going, once more right after it (work that arrived during a run is not left
   * for the next interval). Never two runs at once. Errors go to `onError`; the result is then `undefined`.
   */
  run(): Promise<T | undefined>;
  /** No new run; the one in hand is awaited. */
  stop(): Promise<void>;
}

/**
 * The one timing loop of the server's background work: a run, then a pause of `intervalMs`, then a run …;
 * never two runs at once in a process (a slow provider delays the next run rather than piling runs up);
 * failures reported, not thrown; `stop()` waits for the run in hand. Across processes each job makes its own
 * claims (advisory locks, SKIP LOCKED, guarded updates).
 */
export function createRepeatingRun<T>(options: RepeatingRunOptions<T>): RepeatingRun<T> {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<T | undefined> | null = null;
  let isStarted = false;
  let again = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (!isStarted || delayMs < 0) return;
    timer = setTimeout(() => void run(), delayMs);
    timer.unref();
  };

  const loop = async (): Promise<T | undefined> => {
    let result: T | undefined;
    do {
      again = false;
      try {
        result = await options.work();
        options.onResult?.(result);
      } catch (err) {
        options.onError(err);
        result = undefined;
      }
    } while (again && isStarted);
    return result;
  };

  function run(): Promise<T | undefined> {
    if (current) {
      again = true;
      return current;
    }
    clearTimeout(timer);
    current = loop().finally(() => {
      current = null;
      schedule(options.intervalMs > 0 ? options.intervalMs : -1);
    });
    return current;
  }

  return {
    start() {
      if (isStarted) return;
      isStarted = true;
      if (options.intervalMs > 0) schedule(options.firstRunMs ?? options.intervalMs);
    },
    run,
    async stop() {
      isStarted = false;
      clearTimeout(timer);
      await current;
    },
  };
}

export interface PeriodicJobOptions<T> {
  /** For the log lines: `<name> failed`. */
  name: string;
  /** Time between runs; 0 or less never schedules a run (the tests' setting: they call `run()` or the work). */
  intervalMs: number;
  /** One run. */
  work: () => Promise<T>;
  /** What a finished run logs, if anything (e.g. only when it did something). */
  onResult?: (result: T, log: FastifyBaseLogger) => void;
  /** How a failed run is logged: `error` (default) or `warn` for failures the next run is expected to mend. */
  failureLevel?: 'error' | 'warn';
}

/**
 * A {@link createRepeatingRun} tied to the app: it starts once the app is ready and stops on close (the run in
 * hand is awaited). Used by the payment jobs, the WhatsApp order expiry and the tracking poll; returns the run
 * so a caller can trigger one by hand.
 */
export function periodicJob<T>(app: FastifyInstance, options: PeriodicJobOptions<T>): RepeatingRun<T> {
  const job = createRepeatingRun({
    work: options.work,
    intervalMs: options.intervalMs,
    ...(options.onResult ? { onResult: (result: T) => options.onResult!(result, app.log) } : {}),
    // A database too busy to answer within DB_WAIT_MS is a moment's saturation the next run outlasts: a warning.
    onError: (err) =>
      app.log[isDatabaseBusy(err) ? 'warn' : (options.failureLevel ?? 'error')]({ err }, `${options.name} failed`),
  });
  if (options.intervalMs > 0) {
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', () => job.stop());
  }
  return job;
}
