// `npm start`: build what changed, then run the server (SPA + API on one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';
import { ensureSystemPackages, serveGroups } from './lib/system-packages.mjs';

// Installs what `npm install` could not (it ran without root, or with --ignore-scripts). The site
// starts either way: a language without its toolchain is reported unavailable.
await ensureSystemPackages({ groupNames: serveGroups });
if (!buildIfNeeded()) process.exit(1);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
