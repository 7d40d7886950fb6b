import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    prepare: 'src/prepare-cli.ts',
    seed: 'src/seed-cli.ts',
    setup: 'src/setup-cli.ts',
    'data-cli': 'src/data-cli.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // The shared workspace package exports TypeScript source, so it is bundled; real dependencies stay external,
  // except the icon set, bundled so that only the demo pictures' few icons load, not all ~2,000 (decision 083).
  noExternal: ['@shop/shared', 'lucide'],
  onSuccess: 'rm -rf dist/migrations && cp -r src/db/migrations dist/migrations',
});
