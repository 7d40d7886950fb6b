import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server runs on its own port; the browser still talks to one origin.
const apiTarget = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
  '/sim': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads (read by the bundle-size benchmark).
    manifest: true,
  },
  // `vite build --ssr` (the server-side renderer in ssr/dist): the shared workspace package exports
  // TypeScript source, so it is bundled; real dependencies are loaded from node_modules.
  ssr: { noExternal: ['@shop/shared'] },
});
