// `npm start`, first half: build whatever is missing or older than its sources. The second half of the npm
// script then `exec`s the server, so no wrapper process of ours stays alive beside it (only npm and the server).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const shared = newestMtime(join(root, 'packages/shared/src'));
const targets = [
  {
    workspace: '@shop/web',
    // The page shell and the server renderer: an older build without the renderer must be rebuilt too.
    outputs: [join(root, 'apps/web/dist/index.html'), join(root, 'apps/web/ssr/dist/entry-server.js')],
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public'],
  },
  {
    workspace: '@shop/server',
    outputs: [join(root, 'apps/server/dist/main.js')],
    sources: ['apps/server/src', 'apps/server/tsup.config.ts'],
  },
];

for (const target of targets) {
  const built = Math.min(...target.outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : 0)));
  const source = Math.max(shared, ...target.sources.map((s) => newestMtime(join(root, s))));
  if (built >= source) continue;
  console.log(`Building ${target.workspace}...`);
  const result = spawnSync(npm, ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
