// `npm test`: typecheck, lint, dependency rules, build, unit + integration tests (Vitest), browser tests
// (Playwright on Debian's Chromium). Every step runs even if an earlier one failed, so one run
// shows every problem; the last line sums up the test counts.
// `npm test -- --fast`: what proves a machine's set-up in minutes (`npm run test:fresh` runs it):
// the build, which languages the judge finds, one problem verified in every language, and the
// solving browser test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';
import { ensureSystemPackages, testGroups } from './lib/system-packages.mjs';

// Without the sandbox, a compiler or Chromium, later steps would fail minutes in and for
// reasons far from the cause: install them first, or stop now with the command that does.
if (!(await ensureSystemPackages({ groupNames: testGroups })).ok) {
  console.log('npm test stops here: the tests need the packages above.');
  process.exit(1);
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'grindstone-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const workspaces = ['.', 'packages/contract', 'packages/judge', 'apps/server', 'apps/web'];
const fast = process.argv.includes('--fast');
const fastSubset = {
  // Tests that judge on uids of their own choosing are left out: test:fresh runs this beside the
  // host's own judges, on the same kernel.
  vitest: ['packages/judge/src/languages', 'apps/server/src/health'],
  problems: ['e-airline-hub-check'],
  playwright: ['e2e/solving.spec.ts'],
};

const steps = [
  {
    name: 'typecheck',
    slow: true,
    // Every workspace is checked even after one fails, so one run lists every type error.
    run: () =>
      workspaces.map((dir) => exec('npx', ['tsc', '--noEmit', '-p', dir])).every((ok) => ok),
  },
  {
    name: 'lint',
    slow: true,
    run: () => exec('npx', ['biome', 'check', '--error-on-warnings', '.']),
  },
  {
    // The layering rules in .dependency-cruiser.cjs (docs/architecture.md#layers).
    name: 'dependency rules',
    slow: true,
    run: () =>
      exec('npx', ['depcruise', '--config', '.dependency-cruiser.cjs', 'apps', 'packages']),
  },
  { name: 'build', run: () => buildIfNeeded({ force: true }) },
  {
    name: 'unit and integration tests',
    run: () =>
      exec('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
        ...(fast ? fastSubset.vitest : []),
      ]),
  },
  {
    // The bundled problems' reference solutions, templates, slow and wrong solutions, judged
    // in the real sandbox (skipped with a notice on a machine without one): every package whose
    // files differ from problems/verified.json, and a sample of the others picked by the commit,
    // since judging all 200 takes 30-50 min (docs/problem-format.md#verification).
    name: 'problem catalogue verification',
    run: () =>
      exec('node', [
        'apps/server/dist/problems.js',
        'verify',
        '--skip-without-sandbox',
        ...(fast ? fastSubset.problems : ['--changed', `--seed=${commitOrDate()}`]),
      ]),
  },
  {
    name: 'browser tests',
    run: () =>
      exec('npx', ['playwright', 'test', ...(fast ? fastSubset.playwright : [])], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      }),
  },
];

/** The checked-out commit, or today's date outside a git checkout: the verification sample's seed. */
function commitOrDate() {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return head.status === 0 ? head.stdout.trim() : new Date().toISOString().slice(0, 10);
}

function exec(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

const outcomes = [];
for (const step of steps) {
  if (fast && step.slow) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const ok = step.run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  outcomes.push({ name: step.name, ok, seconds });
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s ===`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
const passed =
  (vitest?.numPassedTests ?? 0) +
  (playwright?.stats?.expected ?? 0) +
  (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const failedSteps = outcomes.filter((outcome) => !outcome.ok);

console.log('\nSummary:');
for (const outcome of outcomes)
  console.log(`  ${outcome.ok ? 'ok    ' : 'FAILED'} ${outcome.name} (${outcome.seconds} s)`);
fs.rmSync(reports, { recursive: true, force: true });
if (failedSteps.length > 0)
  console.log(`failed steps: ${failedSteps.map((step) => step.name).join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
