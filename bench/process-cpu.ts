import { readFileSync, readdirSync } from 'node:fs';

/** The fields of /proc/PID/stat after the command name: [0] is the state, [1] the parent's pid. */
function statFields(pid: number): { comm: string; fields: string[] } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return {
      comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      fields: stat.slice(stat.lastIndexOf(')') + 2).split(' '),
    };
  } catch {
    return null; // gone meanwhile
  }
}

/** A process's command line, arguments joined by spaces ('' when it is gone): a PostgreSQL backend's names its database. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The parent of a process, or null when it is gone. */
export function parentPid(pid: number): number | null {
  const stat = statFields(pid);
  return stat ? Number(stat.fields[1]) : null;
}

/**
 * CPU seconds (user + system) used so far by the processes whose pid or command name matches, from /proc. With
 * `reapedChildren`, also what their exited children used (cutime + cstime): PostgreSQL's postmaster collects its
 * backends' CPU there when they exit (a pool closing idle connections), which would otherwise drop out of a sum
 * taken before and after and make it read below zero.
 */
export function cpuSeconds(
  match: (pid: number, comm: string) => boolean,
  { reapedChildren = false }: { reapedChildren?: boolean } = {},
): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = statFields(pid);
    if (!stat || !match(pid, stat.comm)) continue;
    const { fields } = stat;
    ticks += Number(fields[11]) + Number(fields[12]);
    if (reapedChildren) ticks += Number(fields[13]) + Number(fields[14]);
  }
  return ticks / ticksPerSecond;
}
