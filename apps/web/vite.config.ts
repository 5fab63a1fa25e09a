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
 * Workers have no `document`: in the markdown worker, micromark's entity decoder and
 * rehype-katex's HTML parser must be their packages' DOM-free builds (the "worker"/"default"
 * export), not the "browser" ones that Vite picks, which build nodes with `document`.
 */
const domFreeInWorkers = ['decode-named-character-reference', 'hast-util-from-html-isomorphic'];

function domFreeBuilds(): Plugin {
  const require = createRequire(import.meta.url);
  const entries = new Map(domFreeInWorkers.map((name) => [name, require.resolve(name)]));
  return {
    name: 'grindstone:dom-free-builds',
    enforce: 'pre',
    resolveId: (source) => entries.get(source) ?? null,
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  worker: { plugins: () => [domFreeBuilds()] },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
