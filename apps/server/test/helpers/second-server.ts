import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, type TestContext } from 'vitest';
import type { TestApp } from './test-app';
import { TEST_TRUST_PROXY } from './client-address';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface SecondServer {
  url: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves with the exit code (null when it had to be killed). */
  stop(): Promise<number | null>;
  /** `kill -9`: no shutdown hook runs, in-flight requests and transactions die with the process. */
  crash(): Promise<void>;
}

export interface ServerProcessOptions {
  /** PostgreSQL to share; without it the process runs on PGlite in `dataDir`/db. */
  databaseUrl?: string;
  /** Reuse a data directory (PGlite files, simulator keys), e.g. to restart a crashed server on its data. */
  dataDir?: string;
  env?: Record<string, string>;
  /** How long the process may take to answer /api/health (default 45 s); a first PGlite start seeds too. */
  startTimeoutMs?: number;
  /**
   * 'built': the bundle `npm start` runs (apps/server/dist/main.js, built by `buildServerBundle`, with npm start's
   * MALLOC_ARENA_MAX=1 and --max-semi-space-size=16), for measuring the process as a shop runs it. Default 'source': main.ts through tsx, whose
   * in-process transpiler holds a few hundred MB more.
   */
  entry?: 'source' | 'built';
}

/** Builds apps/server/dist (tsup, a few seconds) from the current sources, for `entry: 'built'`. */
export function buildServerBundle(): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@shop/server'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stdout}${result.stderr}`);
}

/** A TCP port free at the moment of asking (nothing listens on it until someone takes it). */
export async function freePort(): Promise<number> {
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
export function startSecondServer(databaseUrl: string, env: Record<string, string> = {}): Promise<SecondServer> {
  return startServerProcess({ databaseUrl, env });
}

/** Why a cross-process test is skipped on PGlite. */
const NEEDS_POSTGRES = 'needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process, so nothing crosses processes';

export interface SecondServerSlot {
  /** The running second server; undefined on PGlite, where there is none. */
  server?: SecondServer;
  /** The running second server; on PGlite it skips the calling test instead (context.skip throws). */
  serverOrSkip(context: TestContext): SecondServer;
}

/**
 * A second server process on the test app's PostgreSQL database for the enclosing describe block: started
 * before its tests, stopped after them (`stopped` sees the exit code). PGlite is one process: none there.
 */
export function useSecondServer(options: {
  app: () => TestApp;
  env?: () => Record<string, string>;
  stopped?: (exitCode: number | null) => void;
}): SecondServerSlot {
  const slot: SecondServerSlot = {
    serverOrSkip(context) {
      if (!slot.server) context.skip(NEEDS_POSTGRES);
      return slot.server!;
    },
  };
  beforeAll(async () => {
    const t = options.app();
    if (t.driver === 'postgres') slot.server = await startSecondServer(t.config.DATABASE_URL!, options.env?.());
  }, 60_000);
  afterAll(async () => {
    if (!slot.server) return;
    const exitCode = await slot.server.stop();
    options.stopped?.(exitCode);
  });
  return slot;
}

/**
 * The server as its own OS process (`main.ts` under tsx), on PostgreSQL or on PGlite in a data directory,
 * without demo data unless `env` asks for it. Same JWT secret as startTestApp, so tokens work everywhere.
 */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<SecondServer> {
  const port = await freePort();
  let output = '';
  const built = options.entry === 'built';
  // The built entry as `npm start` runs it: its young-generation size (docs/decisions/279-young-generation-size.md).
  const args = built
    ? ['--max-semi-space-size=16', 'apps/server/dist/main.js']
    : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: TEST_TRUST_PROXY,
      SEED_DEMO: 'off',
      LOG_LEVEL: 'silent',
      DATA_DIR: options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-second-')),
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      NODE_ENV: 'test',
      COD_CONFIRMATION: 'off',
      ...(built ? { MALLOC_ARENA_MAX: '1' } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited: ${output}`);
    const isUp = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server process did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    process: child,
    output: () => output,
    async stop() {
      if (hasExited()) return child.exitCode;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        return null;
      }
      return child.exitCode;
    },
    async crash() {
      if (hasExited()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
