import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the Sitelens server answers; `npm run dev:web` proxies them to it. */
const SERVER_PATHS = ['/api', '/auth', '/rest', '/docs', '/openapi.json', '/app-config.json'];
const server = process.env.SITELENS_URL ?? 'http://127.0.0.1:8787';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The budget is checked by scripts/build-web.ts on gzip sizes; this is only Vite's own warning.
    chunkSizeWarningLimit: 300,
  },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, server])),
  },
});
