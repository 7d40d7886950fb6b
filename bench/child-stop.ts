/** Stopping the bench's child processes (the shop's servers, the Razorpay simulator). */
import type { ChildProcess } from 'node:child_process';

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** SIGTERM (a graceful shutdown), then SIGKILL if the child has not exited after `graceMs`. */
export async function stopChild(child: ChildProcess | null | undefined, graceMs: number): Promise<void> {
  if (!child || !isRunning(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The last resort from a process 'exit' handler, where nothing can be awaited. */
export function killChildNow(child: ChildProcess | null | undefined): void {
  if (child && isRunning(child)) child.kill('SIGKILL');
}
