import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface SecondServer {
  url: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves with the exit code (null when it had to be killed). */
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real second server process (`main.ts` under tsx) on the same PostgreSQL as a test app, for the tests that
 * prove several processes share one database safely. Same JWT secret as startTestApp, so tokens work on both.
 */
export async function startSecondServer(databaseUrl: string, env: Record<string, string> = {}): Promise<SecondServer> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMITS: 'off',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-second-')),
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`second server exited: ${output}`);
    const isUp = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`second server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        return null;
      }
      return child.exitCode;
    },
  };
}
