import pg from 'pg';
import { cpuSeconds } from './process-cpu';
import { round } from './lib';

export interface RoundTripCalibration {
  connections: number;
  queriesPerSecond: number;
  /** CPU per trivial query of the Node process that sent it and of the PostgreSQL backends that answered it. */
  nodeCpuMsPerQuery: number;
  postgresCpuMsPerQuery: number;
}

/**
 * What one database round trip costs on this machine: `select $1::int` from a pool of `connections`, for
 * `seconds`. Orders/s figures from different machines are comparable only beside it: the order path is a
 * dozen round trips, and on a virtual machine whose system calls and wake-ups are dear (nested virtualisation)
 * the same code places a third of the orders.
 */
export async function calibrateRoundTrips(url: string, connections = 50, seconds = 3): Promise<RoundTripCalibration> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  try {
    await Promise.all(Array.from({ length: connections }, () => pool.query('select 1')));
    const backendPids = new Set(
      (
        await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')
      ).rows.map((r) => r.pid),
    );
    const cpu = () => ({
      node: cpuSeconds((pid) => pid === process.pid),
      postgres: cpuSeconds((pid) => backendPids.has(pid)),
    });
    const before = cpu();
    const started = performance.now();
    const until = started + seconds * 1000;
    let queries = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) await pool.query('select $1::int as n', [++queries]);
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const after = cpu();
    return {
      connections,
      queriesPerSecond: Math.round(queries / elapsed),
      nodeCpuMsPerQuery: round((1000 * (after.node - before.node)) / queries, 3),
      postgresCpuMsPerQuery: round((1000 * (after.postgres - before.postgres)) / queries, 3),
    };
  } finally {
    await pool.end();
  }
}
