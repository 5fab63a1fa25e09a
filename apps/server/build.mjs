// Bundles the server and its CLI into dist/. Workspace packages (TypeScript source) are bundled
// in; npm dependencies stay external and load from node_modules.
import { cpSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    problems: 'src/cli/problems.ts',
    // The judge's own process, started by main.js (src/paths.ts: judgeProcessSpawn).
    'judge-process': '../../packages/judge/src/process/child-main.ts',
    // The similarity job's worker thread (src/paths.ts: similarityWorkerEntry).
    'similarity-worker': 'src/classes/similarity/worker-main.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // An alias also rewrites its subpaths ('@grindstone/contract/vocabulary' would become
  // 'index.ts/vocabulary'), so server code imports the packages by their bare names only.
  alias: {
    '@grindstone/contract': '../../packages/contract/src/index.ts',
    '@grindstone/judge': '../../packages/judge/src/index.ts',
  },
  logLevel: 'warning',
});

// The judge's native helpers are C files it reads at run time beside its own module
// (packages/judge/src/sandbox/native-sources.ts): in the bundle, beside the bundle.
cpSync('../../packages/judge/src/sandbox/native', 'dist/native', { recursive: true });
