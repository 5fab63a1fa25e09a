import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTestDir } from './read-test-dir';
import { cacheDir, sandboxSkipReason } from './test-support';

const here = dirname(fileURLToPath(import.meta.url));
const skip = sandboxSkipReason('CLI run test');

function testDir() {
  const dir = mkdtempSync(join(tmpdir(), 'judge-cli-'));
  writeFileSync(join(dir, '2.in'), '2 2\n');
  writeFileSync(join(dir, '2.out'), '4\n');
  writeFileSync(join(dir, '10.in'), '5 5\n');
  writeFileSync(join(dir, '10.ans'), '10\n');
  writeFileSync(join(dir, '1.in'), '1 2\n');
  writeFileSync(join(dir, '1.out'), '3\n');
  return dir;
}

describe('judge CLI', () => {
  it('reads NN.in/NN.out (or .ans) pairs in natural order', () => {
    const tests = readTestDir(testDir());
    expect(tests.map((entry) => entry.name)).toEqual(['1', '2', '10']);
    expect(tests[2]?.test).toEqual({ input: '5 5\n', expected: '10\n' });
  });

  it.skipIf(skip !== null)(
    'prints a per-test table and exits non-zero unless all pass',
    () => {
      const dir = testDir();
      const good = join(dir, 'good.js');
      const bad = join(dir, 'bad.js');
      const read =
        "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(Number);";
      writeFileSync(good, `${read} console.log(a + b);`);
      writeFileSync(bad, `${read} console.log(a * b);`);
      const passing = cli(['run', '--lang', 'javascript', '--code', good, '--tests', dir]);
      const failing = cli(['run', '--lang', 'javascript', '--code', bad, '--tests', dir]);
      expect(passing.stdout).toContain('3/3 passed');
      expect(passing.status).toBe(0);
      expect(failing.stdout).toMatch(/1\s+Wrong Answer/);
      expect(failing.stdout).toContain('1/3 passed');
      expect(failing.status).toBe(1);
    },
    60_000,
  );

  it.skipIf(skip !== null)(
    'judges in the README form: judge --lang cpp --code sol.cpp --tests DIR',
    () => {
      const dir = testDir();
      const solution = join(dir, 'sol.cpp');
      writeFileSync(
        solution,
        '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}',
      );
      const result = cli(['--lang', 'cpp', '--code', solution, '--tests', dir]);
      expect(result.stdout).toMatch(/10\s+Accepted/);
      expect(result.stdout).toContain('3/3 passed — Accepted');
      expect(result.status).toBe(0);
    },
    60_000,
  );
});

/** `npm run judge -- ARGS`: the CLI started the way the root package.json starts it. */
function cli(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(here, 'cli.ts'), ...args], {
    cwd: resolve(here, '../../..'),
    env: { ...process.env, JUDGE_CACHE_DIR: cacheDir },
    encoding: 'utf8',
  });
}
