/**
 * The newcomer's default under load (issue 38): the production server as `npm start` runs it, on a new demo shop
 * in the embedded database, and autocannon at 32 connections on the health route and the server-rendered shopper
 * pages, 10 s each after a warm-up. Prints req/s, p50, p99 and p99/p50 per route (budget: a page's p99 at most
 * 3x its p50), with the load average beside them; the percentiles from every answer's own time, to the microsecond.
 *
 *   npm run bench:pages -w @shop/bench          # options: --connections=32 --seconds=10 --runs=1
 *
 * Writes bench/results/pages-tail.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import { ServerProcess, api, buildIfNeeded } from './server-process';
import { Cleanup, machineInfo, round, summarize, writeResult } from './lib';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '1' },
  },
});
const CONNECTIONS = Number(args.connections);
const SECONDS = Number(args.seconds);
const RUNS = Number(args.runs);
/** Pages are asked for as a browser does: compressed. */
const BROWSER_ENCODING = 'br, gzip, deflate';
const load = () => loadavg().map((v) => round(v, 2));

/**
 * One autocannon run, with every 2xx answer's time kept to the microsecond: autocannon's own percentiles are whole
 * milliseconds, which at a p50 of 1-3 ms makes p99/p50 jump by whole units.
 */
function timedRun(options: Options): Promise<{ result: Result; samplesMs: number[] }> {
  const samplesMs: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, samplesMs })));
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) samplesMs.push(responseTimeMs);
    });
  });
}

async function main() {
  const cleanup = new Cleanup();
  try {
    buildIfNeeded({ rebuild: false });
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-pages-'));
    cleanup.add(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
    // As `npm start` (embedded database, one malloc arena); per-IP rate limits off, as every client here is one IP.
    const server = new ServerProcess({ DATA_DIR: dataDir });
    cleanup.add('stop server', () => server.stop());
    await server.start();
    const base = server.url;
    const list = await api(base, 'GET', '/api/products?limit=1');
    const productId = (list.json as { products: { _id: string }[] }).products[0]?._id;
    if (!productId) throw new Error('the demo shop has no product');
    const paths = ['/api/health', '/', '/products', `/products/${productId}`, '/categories', '/hi/products'];
    const rows = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const path of paths) {
        const headers = { 'accept-encoding': path.startsWith('/api/') ? 'identity' : BROWSER_ENCODING };
        const fire = (duration: number) =>
          timedRun({ url: base + path, connections: CONNECTIONS, duration, timeout: 10, headers });
        await fire(2);
        const loadBefore = load();
        const { result, samplesMs } = await fire(SECONDS);
        const latency = summarize(samplesMs);
        const row = {
          run,
          path: path.replace(productId, ':id'),
          reqPerSec: Math.round(result.requests.average),
          p50Ms: latency.p50,
          p95Ms: latency.p95,
          p99Ms: latency.p99,
          maxMs: latency.max,
          p99OverP50: round(latency.p99 / latency.p50, 2),
          non2xx: result.non2xx,
          errors: result.errors,
          loadBefore,
        };
        rows.push(row);
        console.log(
          `${row.path.padEnd(16)} ${String(row.reqPerSec).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  p99/p50 ${row.p99OverP50}  non-2xx ${row.non2xx}  load ${loadBefore.join(' ')}`,
        );
      }
    }
    const file = await writeResult(
      'pages-tail.json',
      JSON.stringify(
        {
          machine: machineInfo(),
          database: 'PGlite (embedded, new demo shop)',
          connections: CONNECTIONS,
          seconds: SECONDS,
          rows,
        },
        null,
        2,
      ),
    );
    console.log(`\nWritten: ${file}`);
  } finally {
    await cleanup.run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
