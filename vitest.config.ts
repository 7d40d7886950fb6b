import { defineConfig } from 'vitest/config';

// `.only` fails the run (allowOnly: false) instead of quietly skipping every other test, in CI and locally.
// Set per project: inline projects do not inherit the root's test options.
const forbidOnly = { allowOnly: false };

// Projects run with the repo root as cwd; paths inside tests come from import.meta.url.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...forbidOnly,
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...forbidOnly,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          ...forbidOnly,
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
