import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Thrown for a request refused while the process is saturated; the error handler answers it 503 BUSY. */
export class ProcessBusyError extends Error {
  constructor(readonly eventLoopDelayMs: number) {
    super(`event loop ${Math.round(eventLoopDelayMs)} ms late: request refused`);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How often the delay is read (and forgotten): a saturated process is noticed within this. */
const WINDOW_MS = 500;

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
 * The longest the event loop ran late in the last window: how long a request arriving then waited before this
 * process could even read it. The longest, not the mean: the embedded database runs a transaction's statements
 * (and the next waiting one's) without returning to the loop, so a saturated process shows a few very long
 * stalls among many short turns, which a mean hides (docs/decisions/268-load-shedding-on-event-loop-delay.md).
 */
function eventLoopLateness() {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  let lateMs = 0;
  const timer = setInterval(() => {
    lateMs = histogram.count > 0 ? histogram.max / 1e6 : 0;
    histogram.reset();
  }, WINDOW_MS);
  timer.unref();
  return {
    lateMs: () => lateMs,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** Logs at most once per `everyMs`, with the number of refusals since the last line. */
function throttledLog(app: FastifyInstance, everyMs: number) {
  let last = 0;
  let refused = 0;
  return (lateMs: number) => {
    refused++;
    const now = Date.now();
    if (now - last < everyMs) return;
    app.log.warn({ eventLoopDelayMs: Math.round(lateMs), refused }, 'process saturated: refusing writes with 503');
    last = now;
    refused = 0;
  };
}

/** Load shedding on event-loop delay; off with `maxDelayMs` 0 (SHED_EVENT_LOOP_DELAY_MS). */
export function registerLoadShedding(app: FastifyInstance, maxDelayMs: number): void {
  if (maxDelayMs <= 0) return;
  const lateness = eventLoopLateness();
  const log = throttledLog(app, 5_000);
  app.addHook('onRequest', async (request) => {
    const lateMs = lateness.lateMs();
    if (lateMs <= maxDelayMs || !isSheddable(request)) return;
    log(lateMs);
    throw new ProcessBusyError(lateMs);
  });
  app.addHook('onClose', async () => lateness.stop());
}
