import { readFileSync, readdirSync } from 'node:fs';

/** CPU seconds (user + system) used so far by the processes whose pid or command name matches, from /proc. */
export function cpuSeconds(match: (pid: number, comm: string) => boolean): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!match(pid, comm)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / ticksPerSecond;
}
