// Builds the web app and the server only when their sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

const targets = [
  {
    key: 'web',
    name: 'web app',
    workspace: '@grindstone/web',
    output: 'apps/web/dist/index.html',
    // Build-time settings baked into the bundle: a change must rebuild it, not serve the old one.
    env: ['VITE_API_BASE_URL'],
    sources: [
      'package-lock.json',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      'packages/contract/src',
    ],
  },
  {
    key: 'server',
    name: 'server',
    workspace: '@grindstone/server',
    output: 'apps/server/dist/main.js',
    env: [],
    sources: [
      'package-lock.json',
      'apps/server/src',
      'apps/server/build.mjs',
      'packages/contract/src',
      'packages/judge/src',
    ],
  },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const envStampOf = (output) => path.join(root, path.dirname(output), '.build-env.json');
const envOf = (names) => JSON.stringify(Object.fromEntries(names.map((n) => [n, process.env[n]])));

function isStale({ output, sources, env }) {
  const built = path.join(root, output);
  if (!fs.existsSync(built)) return true;
  const stamp = envStampOf(output);
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== envOf(env)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

/**
 * Returns false when a build failed (its output has already been printed). `only` names the
 * parts needed (`['server']` for the operator commands, which never serve the web app).
 */
export function buildIfNeeded({ force = false, only } = {}) {
  for (const target of targets) {
    if (only && !only.includes(target.key)) continue;
    if (!force && !isStale(target)) continue;
    console.log(`Building the ${target.name}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`Building the ${target.name} failed.`);
      return false;
    }
    fs.writeFileSync(envStampOf(target.output), envOf(target.env));
  }
  return true;
}
