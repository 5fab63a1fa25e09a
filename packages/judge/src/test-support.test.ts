import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { skipReason } from './test-support';

// Tests needing root, the full sandbox or Redis skip on a developer's machine, with the reason
// printed. In CI (CI=true) the same missing requirement must fail the run instead.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs one test file in a fresh Vitest, without this run's own Vitest variables. */
function vitestOn(file: string, env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'CI'),
  );
  return spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', file], {
    cwd: repoRoot,
    env: { ...clean, TEST_REDIS_URL: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('skipping tests whose requirements are missing', () => {
  it('skips with the reason outside CI and throws it in CI', () => {
    expect(skipReason('these tests', 'not root', {})).toBe('not root');
    expect(skipReason('these tests', null, { CI: 'true' })).toBeNull();
    expect(() => skipReason('these tests', 'not root', { CI: 'true' })).toThrow(
      'these tests cannot run and CI=true forbids skipping them: not root',
    );
  });

  it('a CI run without TEST_REDIS_URL fails the BullMQ tests, naming the variable', () => {
    const file = 'packages/judge/src/queue/bullmq.test.ts';
    const local = vitestOn(file, {});
    const ci = vitestOn(file, { CI: 'true' });
    expect(local.status).toBe(0);
    expect(local.stderr).toContain('BullMQ queue tests skipped: TEST_REDIS_URL is not set');
    expect(ci.status).not.toBe(0);
    expect(`${ci.stdout}${ci.stderr}`).toContain(
      'BullMQ queue tests cannot run and CI=true forbids skipping them: TEST_REDIS_URL is not set',
    );
  }, 120_000);
});
