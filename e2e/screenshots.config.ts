import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/*
 * `npm run screenshots`: the README's pictures of the storefront and the admin at 1280 and 375 px, taken from
 * the production build on a freshly seeded demo shop (docs/screenshots/). Not part of `npm test`: it writes
 * files into the repository.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  outputDir: './test-results/screenshots',
  workers: 1,
  projects: (base.projects ?? []).filter((p) => p.name === 'desktop' || p.name === 'mobile'),
});
