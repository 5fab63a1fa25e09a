import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');

// Importing the judge must not look at the host: no toolchain lookups, no version probes, no
// environment reads. Only createJudge() (with the options its entry point validated) does that.
// The import runs in a fresh process whose child_process and fs are counted from the start.
const probe = `
import childProcess from 'node:child_process';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const seen = [];
for (const name of ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync']) {
  const real = childProcess[name];
  childProcess[name] = (...args) => { seen.push(name + ' ' + args[0]); return real(...args); };
}
// What loading the modules reads is not a probe of the host: node_modules, our .ts sources, and
// on Node 22 tsx's own work on the main thread (its cache files, the extensions it tries beside
// a source file, the repository's root in both cases to learn whether paths are case-sensitive).
const root = ${JSON.stringify(root)};
const moduleFile = ['.tsx', '.jsx', '.js', '.mjs', '.cjs', '.json'];
const loading = (path) =>
  path.includes('node_modules') ||
  path.endsWith('.ts') ||
  path.includes('/tsx-') ||
  path.toLowerCase() === root.toLowerCase() ||
  (path.startsWith(root + '/') && moduleFile.some((extension) => path.endsWith(extension)));
for (const name of ['existsSync', 'realpathSync', 'readFileSync', 'statSync', 'accessSync']) {
  const real = fs[name];
  fs[name] = (...args) => {
    if (!loading(String(args[0]))) seen.push(name + ' ' + args[0]);
    return real(...args);
  };
}
syncBuiltinESMExports();
const envRead = [];
process.env = new Proxy(process.env, {
  get(target, key) { if (typeof key === 'string' && key.startsWith('JUDGE')) envRead.push(key); return target[key]; },
});
await import(${JSON.stringify(join(here, 'index.ts'))});
console.log(JSON.stringify({ seen, envRead }));
`;

it('importing @grindstone/judge spawns nothing, looks for no tool and reads no JUDGE_* variable', () => {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', probe],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(result.status, result.stderr).toBe(0);
  const lastLine = result.stdout.trim().split('\n').at(-1) ?? '{}';
  expect(JSON.parse(lastLine)).toEqual({ seen: [], envRead: [] });
});
