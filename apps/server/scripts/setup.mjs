// Runs the live-shop setup with the built bundle when there is one, else straight from source with tsx.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const built = new URL('../dist/setup.js', import.meta.url);
const entry = existsSync(built) ? [built.pathname] : ['--import', 'tsx', new URL('../src/setup-cli.ts', import.meta.url).pathname];
const result = spawnSync(process.execPath, [...entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
