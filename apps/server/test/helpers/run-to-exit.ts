import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Runs a command from the repository root, as an operator would, with only PATH and HOME from this process's
 * environment plus `env`; answers its exit code and all it printed (stdout and stderr together). One still
 * running after `timeoutMs` (a server that started and keeps serving) is stopped, and answered as it was then.
 */
export function runToExit(
  command: string,
  args: string[],
  { env = {}, timeoutMs }: { env?: Record<string, string>; timeoutMs: number },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
