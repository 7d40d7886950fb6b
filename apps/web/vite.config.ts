import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative path: Vite bundles it into the config, whereas the workspace package would reach Node as TypeScript.
import { EARLY_TAP_CAPTURE_SCRIPT } from '../../packages/shared/src/early-tap-capture';
import { browserWords } from './build/browser-words';
import { clientChunks } from './build/client-chunks';
import { linguiCatalogues } from './build/lingui-catalogues';
import { pureReactDeclarations } from './build/pure-react-declarations';
import { shortMessageIds, shortMessageIdsPlugin } from './build/short-message-ids';

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

// The browser's zod never tries eval, which the CSP refuses (src/lib/zod-without-eval.ts); the server keeps zod's
// compiled parsers.
const zodWithoutEval = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
};

// react-router's package exports only its development build, whose warnings stay in every page; the
// production build beside it is the same code with them switched off (decision 249 found the bytes here).
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

export default defineConfig(({ command, isSsrBuild }) => {
  // Short message ids in both builds (browser and server-side renderer), never in development (decision 261).
  const messageIds = command === 'build' ? shortMessageIds() : undefined;
  return {
    plugins: [
      linguiCatalogues(messageIds),
      browserWords(),
      ...(messageIds ? [shortMessageIdsPlugin(messageIds)] : []),
      react(),
      tailwindcss(),
      earlyTapCapture,
      pureReactDeclarations(reactRouterDist),
    ],
    resolve: { alias: isSsrBuild ? [] : [zodWithoutEval, reactRouterProduction] },
    server: { port: 5173, strictPort: true, proxy },
    preview: { port: 4173, strictPort: true, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // dist/.vite/manifest.json: which chunks each route loads (read by the bundle-size benchmark).
      manifest: true,
      // The browser's files only (build/client-chunks.ts): the server-side renderer reads its chunks from disk,
      // where their number and names cost nothing.
      rolldownOptions: isSsrBuild ? {} : { output: clientChunks },
    },
    // `vite build --ssr` (the server-side renderer in ssr/dist): the shared workspace package exports
    // TypeScript source, so it is bundled; real dependencies are loaded from node_modules.
    ssr: { noExternal: ['@shop/shared'] },
  };
});
