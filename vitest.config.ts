import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { browserWords } from './apps/web/build/browser-words';
import { linguiCatalogues } from './apps/web/build/lingui-catalogues';

// `.only` fails the run (allowOnly: false) instead of quietly skipping every other test, in CI and locally.
// Set per project: inline projects do not inherit the root's test options.
const forbidOnly = { allowOnly: false };
// Unit and web tests fail on a console.error they did not expect (docs/decisions/194-dead-code-and-console-errors.md).
const failOnConsoleError = { setupFiles: ['./vitest.console-errors.ts'] };

// Projects run with the repo root as cwd; paths inside tests come from import.meta.url.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, which left a
    // core idle while API test files spent most of their time starting a server and a database
    // (docs/decisions/142-ci-under-forty-minutes.md). Every test file has its own server and database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          ...forbidOnly,
          ...failOnConsoleError,
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [linguiCatalogues(), browserWords()],
        test: {
          ...forbidOnly,
          ...failOnConsoleError,
          name: 'web',
          // Components read their words from the compiled catalogues, English unless a test says otherwise.
          setupFiles: [...failOnConsoleError.setupFiles, './apps/web/src/test/english.ts'],
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'happy-dom',
          // A file's first render imports the screens it shows (the SSR test: every lazy route chunk). That took
          // 5.3 s on a CI machine busy with other work, past Vitest's 5 s default, and failed a passing test.
          // The limit only stops a hung test; nothing here asserts on time.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          ...forbidOnly,
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds one template database per run; each file's database is a copy of it.
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          // Starting a test app (database, migrations, demo seed) took over 60 s on a machine at load average 19;
          // a passing suite must not fail for that. The limit only stops a hung start.
          hookTimeout: 180_000,
          pool: 'forks',
          // A worker runs its files one after another in one process and imports the server's modules once, not
          // once per file (Vitest counted 317 s of imports in the isolated PGlite pass). Every file still has its own
          // server and database, and closes them; no test mocks a module or changes the environment
          // (docs/decisions/293-api-test-files-share-their-worker.md).
          isolate: false,
        },
      },
    ],
  },
});
