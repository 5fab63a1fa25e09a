// `node scripts/generate-tests.mjs SLUG`: rewrites a bundled problem's tests from its
// generator. Each case's input is `node generator.js <case>` (cases 1, 2, … until the generator
// prints nothing or exits non-zero); its expected output is what the C++ reference solution,
// compiled like a submission (g++ -std=c++17 -O2), prints for it. Files are written only when
// their content changes, so running it on an untouched problem leaves `git status` clean: the
// generators are deterministic.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib/build.mjs';

const [slug] = process.argv.slice(2);
if (!slug) {
  console.error('Usage: node scripts/generate-tests.mjs SLUG');
  process.exit(2);
}
const dir = path.join(root, 'problems', slug);
/** Generous: a generator builds at most a 1 MB test. */
const maxBuffer = 64 * 1024 * 1024;

function generate(caseNo) {
  // Run from the package dir: the generator is a plain script, whatever the repo's module type.
  const run = spawnSync(process.execPath, ['generator.js', String(caseNo)], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer,
  });
  return run.status === 0 && run.stdout.length > 0 ? run.stdout : null;
}

const inputs = [];
for (let caseNo = 1; ; caseNo++) {
  const input = generate(caseNo);
  if (input === null) break;
  inputs.push(input);
}
const width = inputs.length > 99 ? 3 : 2;
const names = inputs.map((_, index) => String(index + 1).padStart(width, '0'));
const stale = readdirSync(path.join(dir, 'tests')).filter(
  (file) => !names.includes(file.replace(/\.(in|out)$/, '')),
);
if (stale.length > 0) console.warn(`${slug}: no case generates tests/${stale.join(', tests/')}`);

const work = mkdtempSync(path.join(tmpdir(), 'grindstone-tests-'));
try {
  const binary = path.join(work, 'reference');
  execFileSync('g++', ['-std=c++17', '-O2', '-o', binary, 'solutions/solution.cpp'], {
    cwd: dir,
    stdio: 'inherit',
  });
  for (const [index, input] of inputs.entries()) {
    const name = names[index];
    const run = spawnSync(binary, { input, encoding: 'utf8', maxBuffer });
    if (run.status !== 0) throw new Error(`${slug}: the reference fails on case ${index + 1}`);
    const changed = [
      writeIfChanged(`tests/${name}.in`, input),
      writeIfChanged(`tests/${name}.out`, run.stdout),
    ].filter(Boolean);
    if (changed.length > 0) console.log(`${slug}: wrote ${changed.join(', ')}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

function writeIfChanged(file, text) {
  const target = path.join(dir, file);
  let current = null;
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current === text) return null;
  writeFileSync(target, text);
  return file;
}
