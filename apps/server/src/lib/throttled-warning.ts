import type { FastifyBaseLogger } from 'fastify';

/**
 * A warning that a burst would repeat thousands of times a second: logged at most once per `everyMs`, with how many
 * times it happened since the last line (`times`), so the log says that it happens and how often without flooding.
 */
export function throttledWarning(log: FastifyBaseLogger, message: string, everyMs: number) {
  let last = 0;
  let times = 0;
  return (details: Record<string, unknown>) => {
    times++;
    const now = Date.now();
    if (now - last < everyMs) return;
    log.warn({ ...details, times }, message);
    last = now;
    times = 0;
  };
}
