import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative path: Vite bundles it into the config, whereas the workspace package would reach Node as TypeScript.
import { EARLY_TAP_CAPTURE_SCRIPT } from '../../packages/shared/src/early-tap-capture';
import { pureReactDeclarations } from './build/pure-react-declarations';

// In development the API server runs on its own port; the browser still talks to one origin.
const apiTarget = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
  '/sim': { target: apiTarget, changeOrigin: true },
};

// First in <head>, so no tap on a server-rendered page is lost before hydration (decision 080).
const earlyTapCapture: Plugin = {
  name: 'early-tap-capture',
  transformIndexHtml: () => [{ tag: 'script', children: EARLY_TAP_CAPTURE_SCRIPT, injectTo: 'head-prepend' }],
};

// react-router declares Form, fetchers and RSC helpers in a way that kept them in every page (decision 081).
const reactRouterDist = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyTapCapture, pureReactDeclarations(reactRouterDist)],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads (read by the bundle-size benchmark).
    manifest: true,
    // Everything the entry imports statically loads on every page anyway: as one chunk it minifies and
    // compresses better than the half-dozen shared chunks the bundler would split it into (decision 081).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  // `vite build --ssr` (the server-side renderer in ssr/dist): the shared workspace package exports
  // TypeScript source, so it is bundled; real dependencies are loaded from node_modules.
  ssr: { noExternal: ['@shop/shared'] },
});
