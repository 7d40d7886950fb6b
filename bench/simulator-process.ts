/** Starts `razorpay-simulator-process.ts` as a child process and reads the address it prints. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { killChildNow, stopChild } from './child-stop';
import { BENCH_DIR } from './lib';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface SimulatorProcess {
  url: string;
  apiUrl: string;
  checkoutUrl: string;
  close(): Promise<void>;
  /** For a process 'exit' handler, where nothing can be awaited. */
  killNow(): void;
}

/** Stop asks the child to close its server; one that has not exited after this long is killed. */
const STOP_GRACE_MS = 5_000;

export async function startSimulatorProcess(keys: RazorpayKeys): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(BENCH_DIR, 'razorpay-simulator-process.ts')], {
    cwd: BENCH_DIR,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      BENCH_RAZORPAY_KEY_ID: keys.keyId,
      BENCH_RAZORPAY_KEY_SECRET: keys.keySecret,
      BENCH_RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the Razorpay simulator process exited (code ${String(code)}) before it listened`);
  });
  const lines = createInterface({ input: child.stdout });
  const firstLine = once(lines, 'line').then(([line]) => {
    try {
      return JSON.parse(String(line)) as Pick<SimulatorProcess, 'url' | 'apiUrl' | 'checkoutUrl'>;
    } catch {
      throw new Error(`the Razorpay simulator process printed ${JSON.stringify(String(line))} instead of its address`);
    }
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the Razorpay simulator process did not listen within 30 s')), 30_000);
  });
  try {
    const address = await Promise.race([firstLine, exited, timeout]);
    return {
      ...address,
      close: () => stopChild(child, STOP_GRACE_MS),
      killNow: () => killChildNow(child),
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
