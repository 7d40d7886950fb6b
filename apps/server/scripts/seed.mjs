// Seeds with the built bundle when there is one, else straight from source with tsx.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const built = new URL('../dist/seed.js', import.meta.url);
const args = existsSync(built) ? [built.pathname] : ['--import', 'tsx', new URL('../src/seed-cli.ts', import.meta.url).pathname];
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
