/** Thrown by `waitFor` when the state did not come in time (any other error is the check's own). */
export class WaitTimeoutError extends Error {}

/** How long and how often `waitFor` polls; a number is the timeout alone. */
export interface WaitForOptions {
  /** Generous by default: the machine running CI may be loaded, and a passing check returns at once. */
  timeoutMs?: number;
  intervalMs?: number;
  /** Extra text for the timeout error (e.g. the last lines a server process printed). */
  context?: () => string;
}

/**
 * Polls `check` until it returns something truthy, and returns that. Tests wait for the state they need
 * rather than sleeping a guessed time and asserting after it: a fast machine does not wait, a slow one does
 * not fail. Throws, naming `what`, when the state has not come within the timeout; errors from `check` stop
 * the wait at once.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  options: WaitForOptions | number = {},
): Promise<NonNullable<T>> {
  const {
    timeoutMs = 15_000,
    intervalMs = 50,
    context,
  } = typeof options === 'number' ? { timeoutMs: options } : options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) {
      throw new WaitTimeoutError(
        `timed out after ${timeoutMs} ms waiting for ${what}${context ? `\n${context()}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
