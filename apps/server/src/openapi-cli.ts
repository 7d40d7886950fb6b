// Writes the OpenAPI document to a file (or stdout) without a database on disk or a port: the app is built
// on an in-memory PGlite and asked for the document (`scripts/openapi-lint.mjs` lints it; decision 196).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-openapi-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    JWT_SECRET: 'openapi-document-only-openapi-document-only',
  });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await database.migrate();
    const app = await buildApp({ config, database });
    await app.ready();
    const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    const [out] = process.argv.slice(2);
    if (out) writeFileSync(out, document);
    else process.stdout.write(document);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
