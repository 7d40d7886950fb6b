// The OpenAPI document as a contract (docs/decisions/196-openapi-contract.md): builds it from the server's
// routes (apps/server/src/openapi-cli.ts, an in-memory database, no port) and runs Redocly's recommended lint
// with this repository's redocly.yaml. Errors fail; warnings are counted. OPENAPI_OUT=file keeps the document.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'shop-openapi-'));
const document = process.env.OPENAPI_OUT ?? join(dir, 'openapi.json');

try {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'src/openapi-cli.ts', document], {
    cwd: join(root, 'apps/server'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const lint = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      document,
      '--config',
      join(root, 'redocly.yaml'),
      '--format',
      'stylish',
      '--max-problems',
      '500',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  const output = `${lint.stdout}${lint.stderr}`;
  process.stdout.write(output.replace(/^\s*[╔║╚].*\n/gm, ''));
  const warnings = /(\d+) warnings?\b/.exec(output)?.[1] ?? '0';
  console.log(`OpenAPI lint: ${lint.status === 0 ? 'no errors' : 'errors (see above)'}, ${warnings} warning(s).`);
  process.exit(lint.status ?? 1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
