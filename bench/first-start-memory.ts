/**
 * What a newcomer's `npm start` holds: the production server on the embedded database, started on a new data
 * directory (the first start: database created, migrated, demo seeded) and started again on it, each idle for
 * 30 s (issue 38; docs/decisions/083, 144, 273). Prints RSS and peak RSS of the serving process per start and the
 * median of each kind; a figure, not a test.
 *
 *   npm run bench:first-start -w @shop/bench [-- --runs=3 --idle=30]
 *
 * Writes bench/results/first-start-memory.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { machineInfo, processMemoryMb, textTable, writeResult } from './lib';
import { ServerProcess, buildIfNeeded } from './server-process';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, idle: { type: 'string', default: '30' } },
});
const RUNS = Number(args.runs);
const IDLE_SECONDS = Number(args.idle);
const BUDGET_MB = 250;

interface StartFigure {
  start: 'first' | 'again';
  run: number;
  readySeconds: number;
  rssMb: number | null;
  peakRssMb: number | null;
  loadAverage: number;
}

async function measure(dataDir: string, start: StartFigure['start'], run: number): Promise<StartFigure> {
  // The server as `npm start` runs it: production, MALLOC_ARENA_MAX=1 (ServerProcess), daily backups as shipped.
  const server = new ServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', BACKUP_INTERVAL_HOURS: '24' });
  try {
    const readySeconds = await server.start();
    await sleep(IDLE_SECONDS * 1000);
    const memory = server.child?.pid ? processMemoryMb(server.child.pid) : null;
    return {
      start,
      run,
      readySeconds,
      rssMb: memory?.rssMb ?? null,
      peakRssMb: memory?.peakRssMb ?? null,
      loadAverage: machineInfo().loadAverage[0] ?? 0,
    };
  } finally {
    await server.stop();
  }
}

const median = (values: (number | null)[]) => {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
};

async function main() {
  buildIfNeeded({ rebuild: false });
  const machine = machineInfo();
  console.log(`Load average at start: ${machine.loadAverage.join(' ')} on ${machine.cpus} cores`);
  const figures: StartFigure[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-first-start-'));
    try {
      for (const start of ['first', 'again'] as const) {
        const figure = await measure(dataDir, start, run);
        figures.push(figure);
        console.log(
          `  run ${run}, ${start} start: ready in ${figure.readySeconds} s, RSS ${figure.rssMb} MB after ${IDLE_SECONDS} s idle (peak ${figure.peakRssMb} MB), load ${figure.loadAverage}`,
        );
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const rows = (['first', 'again'] as const).map((start) => {
    const of = figures.filter((f) => f.start === start);
    const rss = median(of.map((f) => f.rssMb));
    return [
      start === 'first' ? 'first start (new demo shop)' : 'second start',
      of.map((f) => f.rssMb).join(', '),
      rss ?? '-',
      median(of.map((f) => f.peakRssMb)) ?? '-',
      median(of.map((f) => f.readySeconds)) ?? '-',
      rss === null ? '-' : rss <= BUDGET_MB ? 'met' : 'NOT MET',
    ];
  });
  console.log(`\nServer on the embedded database, idle ${IDLE_SECONDS} s after start (budget ${BUDGET_MB} MB)\n`);
  console.log(textTable(['start', 'RSS per run (MB)', 'median', 'peak median', 'ready s', 'budget'], rows));
  const path = await writeResult(
    'first-start-memory.json',
    JSON.stringify({ machine, idleSeconds: IDLE_SECONDS, budgetMb: BUDGET_MB, figures }, null, 2),
  );
  console.log(`\nWrote ${path} (load average at the end: ${machineInfo().loadAverage.join(' ')})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
