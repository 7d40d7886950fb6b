/**
 * The production server (`node apps/server/dist/main.js`) as a child process, shared by the throughput bench
 * and the flash-sale bench: build it when missing, start it on a free port with a clean environment, wait for
 * its health route, stop it gracefully; plus a small JSON client for the API.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { WEB_DIST } from './bundle-size';
import { killChildNow, stopChild } from './child-stop';
import { REPO_ROOT, freePort, round } from './lib';

const SERVER_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js');

interface ServerOptions {
  /** The checkout whose build runs (another one's, to compare builds: lighthouse-only.ts); this one by default. */
  root?: string;
  /** A fixed port instead of a free one. */
  port?: number;
}

/** The production server in a child process; its output is kept (last lines) for error reports. */
export class ServerProcess {
  child: ChildProcess | null = null;
  private output: string[] = [];
  warnings: string[] = [];
  port = 0;

  constructor(
    private readonly env: Record<string, string>,
    private readonly options: ServerOptions = {},
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<number> {
    this.port = this.options.port ?? (await freePort());
    const started = Date.now();
    // A clean environment: nothing from the caller's shell (DATABASE_URL, SMTP_URL, ...) leaks in.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(this.port),
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'on',
      // As `npm start` runs the server (package.json, docs/decisions/144-idle-memory.md).
      MALLOC_ARENA_MAX: '1',
      // A fresh data directory has no backup, so the daily one would start 60 s in, in the middle of some
      // route's load; the figures are the routes' own (docs/performance.md has what a backup costs).
      BACKUP_INTERVAL_HOURS: '0',
      ...this.env,
    };
    const root = this.options.root ?? REPO_ROOT;
    // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the servers under a bench's load.
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    // As `npm start` runs it: a young generation of 2 x 16 MB (docs/decisions/279-young-generation-size.md).
    const startArgs = ['--max-semi-space-size=16', join(root, 'apps/server/dist/main.js')];
    const child = spawn(process.execPath, [...nodeArgs, ...startArgs], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        this.output.push(line);
        if (this.output.length > 60) this.output.shift();
        if (/"level":(40|50|60)/.test(line) && this.warnings.length < 20) this.warnings.push(line.slice(0, 300));
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${this.tail()}`);
      try {
        const res = await fetch(`${this.url}/api/health`);
        if (res.ok) return round((Date.now() - started) / 1000, 1);
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`server did not become healthy within 180 s:\n${this.tail()}`);
  }

  tail() {
    return this.output.slice(-30).join('\n');
  }

  /** SIGTERM (graceful shutdown), then SIGKILL after 15 s. */
  stop(): Promise<void> {
    return stopChild(this.child, 15_000);
  }

  /** Last resort from process.on('exit'): synchronous. */
  killNow() {
    killChildNow(this.child);
  }
}

export async function api(base: string, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}

/**
 * `rebuild`: build first, so the figures belong to the sources as they are (a full throughput run); otherwise
 * (smoke run in CI right after the tests built everything, --no-build, the sale bench) build only what is missing.
 */
export function buildIfNeeded({ rebuild }: { rebuild: boolean }) {
  const missing = !existsSync(SERVER_MAIN) || !existsSync(join(WEB_DIST, 'index.html'));
  if (!missing && !rebuild) return;
  console.log(missing ? 'The production build is missing: `npm run build`...' : 'Building (`npm run build`)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(SERVER_MAIN)) throw new Error('npm run build failed');
}

/** `count` new shopper accounts, signed up through the API; answers their tokens. */
export async function registerCustomers(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  // A few at a time: each sign-up hashes a password (argon2), which is meant to be slow.
  for (let start = 0; start < count; start += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, async () => {
        const registered = await api(base, 'POST', '/api/auth/register', {
          name: 'Bench Customer',
          email: `bench-${randomBytes(6).toString('hex')}@example.com`,
          password: 'bench-pass-123',
          privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        });
        if (registered.status !== 201)
          throw new Error(`register failed: ${registered.status} ${registered.text.slice(0, 200)}`);
        return registered.json.token as string;
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}
