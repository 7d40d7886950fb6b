/**
 * `npm run bench`: the catalogue query latency bench (100,000 products, PostgreSQL) and the HTTP
 * throughput bench (production build, PostgreSQL and PGlite), one after the other, each in its own process
 * so one failing does not leave the other's servers or databases behind.
 *
 *   npm run bench               # full run: build, 100,000 products, 200,000 orders, Lighthouse (~10-12 min)
 *   npm run bench -- --smoke    # short (CI): 20,000-product catalogue bench, 10,000 products and 20,000
 *                               # orders, 2 s per route, Lighthouse on / only, PGlite skipped (~2-3 min)
 *   npm run bench -- --sale     # only the flash-sale bench (flash-sale.ts): 2,000 shoppers in 10 s, PostgreSQL
 *                               # with two processes and Redis, then PGlite; --shoppers=300 --seconds=5 for a short one
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_DIR } from './lib';

/**
 * `npm run bench -- --smoke` at the root becomes `npm run bench -w @shop/bench --smoke`, where npm takes the
 * flag as one of its own settings (npm_config_smoke=true) instead of passing it on: turn those back into flags.
 */
function flagsFromNpm(env: NodeJS.ProcessEnv): string[] {
  const flags: string[] = [];
  if (env.npm_config_smoke === 'true') flags.push('--smoke');
  if (env.npm_config_pglite === 'false') flags.push('--no-pglite');
  if (env.npm_config_postgres === 'false') flags.push('--no-postgres');
  if (env.npm_config_duration) flags.push(`--duration=${env.npm_config_duration}`);
  if (env.npm_config_connections) flags.push(`--connections=${env.npm_config_connections}`);
  if (env.npm_config_build === 'false') flags.push('--no-build');
  if (env.npm_config_lighthouse === 'false') flags.push('--no-lighthouse');
  if (env.npm_config_products) flags.push(`--products=${env.npm_config_products}`);
  if (env.npm_config_orders) flags.push(`--orders=${env.npm_config_orders}`);
  if (env.npm_config_sale === 'true') flags.push('--sale');
  if (env.npm_config_shoppers) flags.push(`--shoppers=${env.npm_config_shoppers}`);
  if (env.npm_config_seconds) flags.push(`--seconds=${env.npm_config_seconds}`);
  return flags;
}

const cliArgs = [...new Set([...process.argv.slice(2), ...flagsFromNpm(process.env)])];
const smoke = cliArgs.includes('--smoke');
const sale = cliArgs.includes('--sale');
/** The flash-sale bench's own options; the others belong to the catalogue and throughput benches. */
const SALE_FLAGS = /^--(shoppers|seconds)=|^--no-(postgres|pglite)$/;
// --sale runs the flash-sale bench alone. Otherwise the catalogue bench takes --smoke (and a smaller catalogue
// then, to keep CI's run short) and every flag goes to the throughput bench.
const scripts: [string, string[]][] = sale
  ? [['flash-sale.ts', cliArgs.filter((flag) => SALE_FLAGS.test(flag))]]
  : [
      ['catalog-queries.ts', smoke ? ['--smoke', '--products=20000'] : []],
      ['http-throughput.ts', cliArgs],
    ];
const started = Date.now();

function run(script: string, passThrough: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(BENCH_DIR, script), ...passThrough], {
      cwd: BENCH_DIR,
      stdio: 'inherit',
    });
    // Ctrl+C reaches the child through the terminal's process group; a plain SIGTERM is passed on.
    const forward = () => child.kill('SIGTERM');
    process.on('SIGTERM', forward);
    process.on('SIGINT', () => undefined);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const failures: string[] = [];
for (const [script, passThrough] of scripts) {
  console.log(`\n=== ${script} ${passThrough.join(' ')}\n`);
  const code = await run(script, passThrough);
  if (code !== 0) failures.push(`${script} (exit ${code})`);
}
if (failures.length > 0) {
  console.error(`\nBench run broke: ${failures.join(', ')}`);
  process.exit(1);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const files = sale
  ? 'flash-sale.json, flash-sale.md'
  : smoke
    ? 'catalog-queries-smoke.json, smoke.json, smoke.md'
    : 'catalog-queries.json, latest.json, latest.md';
console.log(`\nResults: bench/results/ (${files}); whole run ${minutes} min`);
