import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { throttledWarning } from './throttled-warning';

/** Thrown for a request refused while the process is saturated; the error handler answers it 503 BUSY. */
export class ProcessBusyError extends Error {
  constructor(readonly eventLoopDelayMs: number) {
    super(`event loop ${Math.round(eventLoopDelayMs)} ms late: request refused`);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A window of the delay's record: a saturated process is noticed within two. */
const WINDOW_MS = 500;
/** How often the loop is asked whether it is on time. */
const TICK_MS = 50;

/**
 * What is refused under pressure: API calls that change something. Pages (answered from the page cache, their
 * reads too), API reads, static files and the health route go on: they are what keeps a saturated shop on
 * screen. Providers' webhooks go on as well: a refused one is retried later by some providers only.
 */
export function isSheddable(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return path.startsWith('/api/') && !path.includes('/webhook');
}

/**
 * Whether the event loop has run late through the last two windows: how long a request arriving now waits before
 * this process can even read it. The longest delay of each window, not the mean: the embedded database runs a
 * transaction's statements (and the next waiting one's) without returning to the loop, so a saturated process
 * shows many long stalls among short turns, which a mean hides. Two windows in a row, not one: a single stall (a
 * backup of the embedded database, a large export) is over by the time it is measured, and refusing the writes
 * that follow it would only turn them away from a process that is free again
 * (docs/decisions/268-load-shedding-on-event-loop-delay.md).
 */
function eventLoopSaturation(maxDelayMs: number) {
  // A timer of our own, and how late it fires. (Node's monitorEventLoopDelay recorded nothing while the loop was
  // kept busy in slices of a second: its samples are taken when the loop idles.)
  let expected = performance.now() + TICK_MS;
  let windowStart = performance.now();
  let windowMax = 0;
  let previousMs = 0;
  let lastMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    windowMax = Math.max(windowMax, now - expected);
    expected = now + TICK_MS;
    if (now - windowStart < WINDOW_MS) return;
    previousMs = lastMs;
    lastMs = windowMax;
    windowMax = 0;
    windowStart = now;
  }, TICK_MS);
  timer.unref();
  return {
    /** The smaller of the two windows' longest delays when both are past the threshold, else null. */
    lateMs: () => (previousMs > maxDelayMs && lastMs > maxDelayMs ? Math.min(previousMs, lastMs) : null),
    stop: () => clearInterval(timer),
  };
}

/** Load shedding on event-loop delay; off with `maxDelayMs` 0 (SHED_EVENT_LOOP_DELAY_MS, off by default). */
export function registerLoadShedding(app: FastifyInstance, maxDelayMs: number): void {
  if (maxDelayMs <= 0) return;
  const saturation = eventLoopSaturation(maxDelayMs);
  const warn = throttledWarning(app.log, 'process saturated: refusing writes with 503', 5_000);
  app.addHook('onRequest', async (request) => {
    const lateMs = saturation.lateMs();
    if (lateMs === null || !isSheddable(request)) return;
    warn({ eventLoopDelayMs: Math.round(lateMs) });
    throw new ProcessBusyError(lateMs);
  });
  app.addHook('onClose', async () => saturation.stop());
}
