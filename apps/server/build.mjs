// Bundles the server and its CLI into dist/. Workspace packages (TypeScript source) are bundled
// in; npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts', problems: 'src/cli/problems.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@grindstone/contract': '../../packages/contract/src/index.ts',
    '@grindstone/judge': '../../packages/judge/src/index.ts',
  },
  logLevel: 'warning',
});
