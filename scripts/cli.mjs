// `npm run admin -- …` and `npm run problems -- …`: operator commands, run from the server build
// against the configured database (same DATA_DIR / DATABASE_URL as the server).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';

const [name, ...args] = process.argv.slice(2);
// The operator commands run the server's code only: a stale web app is not theirs to build.
if (!buildIfNeeded({ only: ['server'] })) process.exit(1);
const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, `apps/server/dist/${name}.js`), ...args],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
