import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const webDir = join(root, 'apps/web');
const outputs = [join(webDir, 'dist/index.html'), join(webDir, 'ssr/dist/entry-server.js')];
const sources = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(root, 'packages/shared/src'),
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return path.includes('.test.') ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

/**
 * The storefront tests render pages with the real web build (client shell + server renderer). It is built
 * here when missing or older than its sources (about 10 s with Vite), so the test never runs stale code.
 */
export function ensureWebBuild(): string {
  const built = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (built < Math.max(...sources.map(newestMtime))) {
    execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', '@shop/web'], {
      cwd: root,
      stdio: 'pipe',
      // Vitest sets NODE_ENV=test, which would make Vite build React's development JSX runtime.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  return join(webDir, 'dist');
}
