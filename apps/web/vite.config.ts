import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';

// In development the API server listens on API_PORT (default 3001, where scripts/dev.mjs starts
// it); the dev server forwards /api to it so the browser sees one origin and the cookie just works.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

/**
 * Workers have no `document`: micromark's entity decoder must be the package's DOM-free build
 * (its "worker"/"default" export) in the markdown worker, not the "browser" one that Vite picks.
 */
function domFreeEntityDecoder(): Plugin {
  const entry = createRequire(import.meta.url).resolve('decode-named-character-reference');
  return {
    name: 'grindstone:dom-free-entity-decoder',
    enforce: 'pre',
    resolveId: (source) => (source === 'decode-named-character-reference' ? entry : null),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  worker: { plugins: () => [domFreeEntityDecoder()] },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
