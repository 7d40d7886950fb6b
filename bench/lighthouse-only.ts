/**
 * Lighthouse alone on the shopper pages of this checkout's production build (demo shop on PGlite), without the
 * load test around it: for checking a front-end change in a few minutes.
 *
 *   npm run bench:lighthouse -w @shop/bench -- --runs=3
 *   npm run bench:lighthouse -w @shop/bench -- --baseline=main --runs=5     # a git ref, built in a temp folder
 *   npm run bench:lighthouse -w @shop/bench -- --baseline=../other-checkout   # a checkout already built
 *   options: --pages=/hi/ (only paths containing it)  --port=4197 (this build; the baseline on the next port)
 *
 * With a baseline both servers run side by side and each page is audited on one then the other, in turns, so a
 * busy moment of a shared machine falls on both builds rather than on one (docs/decisions/197-*.md).
 * Prints the load average before and after: scores under load are not comparable with figures taken idle.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  auditPage,
  devanagariFontNote,
  launchChromium,
  type LighthousePage,
  logSample,
  medianOf,
  shopperPages,
} from './lighthouse-pages';
import { Cleanup, REPO_ROOT } from './lib';
import { ServerProcess, buildIfNeeded } from './server-process';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    baseline: { type: 'string' },
    pages: { type: 'string' },
    port: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const PORT = args.port ? Number(args.port) : undefined;

const cleanup = new Cleanup();
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * A built checkout of the baseline: the folder itself, or a git ref exported to a temp folder that borrows this
 * checkout's installed packages (except the workspace's own, which must be the ref's) and is built there.
 */
function baselineRoot(spec: string): string {
  const asFolder = resolve(spec);
  if (existsSync(join(asFolder, 'apps/server/dist/main.js'))) return asFolder;
  const root = mkdtempSync(join(tmpdir(), 'lighthouse-baseline-'));
  cleanup.add('baseline folder', () => rmSync(root, { recursive: true, force: true }));
  console.log(`Building ${spec} in ${root}...`);
  const archive = execFileSync('git', ['archive', '--format=tar', spec], { cwd: REPO_ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  const modules = join(REPO_ROOT, 'node_modules');
  mkdirSync(join(root, 'node_modules/@shop'), { recursive: true });
  for (const name of readdirSync(modules)) {
    if (name !== '@shop') symlinkSync(join(modules, name), join(root, 'node_modules', name));
  }
  for (const [name, folder] of [
    ['shared', 'packages/shared'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ] as const) {
    symlinkSync(join(root, folder), join(root, 'node_modules/@shop', name));
    const own = join(REPO_ROOT, folder, 'node_modules');
    if (existsSync(own) && !existsSync(join(root, folder, 'node_modules'))) {
      symlinkSync(own, join(root, folder, 'node_modules'));
    }
  }
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`building ${spec} failed`);
  return root;
}

async function startServer(label: string, root: string | undefined, port: number | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), `lighthouse-${label}-`));
  cleanup.add(`${label} data`, () => rmSync(dataDir, { recursive: true, force: true }));
  const server = new ServerProcess({ DATA_DIR: dataDir }, { root, port });
  cleanup.add(`${label} server`, () => server.stop());
  await server.start();
  return server;
}

async function firstProductId(base: string): Promise<string> {
  const res = await fetch(`${base}/api/products?limit=1`);
  const body = (await res.json()) as { products?: { _id: string }[] };
  const id = body.products?.[0]?._id;
  if (!id) throw new Error(`no product in ${base}/api/products`);
  return id;
}

function line(label: string, page: LighthousePage) {
  const m = page.metrics;
  return `${label.padEnd(9)} ${page.path.padEnd(28)} perf ${page.scores.performance} (runs ${page.performanceRuns?.join(' ')})  FCP ${m.fcpMs} LCP ${m.lcpMs} TBT ${m.tbtMs} CLS ${m.cls} scripts ${page.scriptFiles}`;
}

async function main() {
  buildIfNeeded({ rebuild: false });
  const builds = [{ label: 'current', root: undefined as string | undefined }];
  if (args.baseline) builds.push({ label: 'baseline', root: baselineRoot(args.baseline) });
  const servers = [];
  for (const [index, build] of builds.entries()) {
    servers.push({ ...build, server: await startServer(build.label, build.root, PORT && PORT + index) });
  }
  const chrome = await launchChromium(PORT && PORT + 2);
  if (typeof chrome === 'string') throw new Error(chrome);
  cleanup.add('chromium', () => chrome.kill());

  // The demo seed's ids are random: each server's own product.
  const pagesOf = await Promise.all(servers.map(async (s) => shopperPages(await firstProductId(s.server.url))));
  const samples = servers.map(() => pagesOf[0]!.map((): LighthousePage[] => []));
  console.log(`load average before: ${loadAverage()}`);
  console.log(`system Devanagari font: ${devanagariFontNote()}`);
  for (let run = 0; run < RUNS; run++) {
    for (const [p] of pagesOf[0]!.entries()) {
      if (args.pages && !pagesOf[0]![p]!.path.includes(args.pages)) continue;
      // Alternating which build goes first, so neither always audits a warmer or colder machine.
      const order = run % 2 === 0 ? servers.keys() : [...servers.keys()].reverse();
      for (const s of order) {
        const { page } = await auditPage(chrome.port, servers[s]!.server.url, pagesOf[s]![p]!);
        logSample(page, run + 1, RUNS, servers[s]!.label);
        samples[s]![p]!.push(page);
      }
    }
  }
  console.log(`load average after: ${loadAverage()}`);
  console.log(`\nMedians of ${RUNS} run${RUNS === 1 ? '' : 's'}:`);
  for (const [p] of pagesOf[0]!.entries()) {
    for (const [s, { label }] of servers.entries()) {
      const runs = samples[s]![p]!;
      if (runs.length > 0) console.log(line(label, medianOf(runs)));
    }
  }
}

try {
  await main();
} finally {
  await cleanup.run();
}
