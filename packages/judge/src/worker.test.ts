import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const workerEntry = join(dirname(fileURLToPath(import.meta.url)), 'worker.ts');

it('a judge worker with invalid settings prints every problem and exits non-zero', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', workerEntry], {
    env: {
      PATH: process.env.PATH,
      REDIS_URL: 'not a url',
      JUDGE_SANDBOX: 'off',
      JUDGE0_AUTH_TOKEN: 'token-without-a-server',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('REDIS_URL: REDIS_URL must be a redis:// URL');
  expect(result.stderr).toContain('JUDGE_SANDBOX: must be auto, reduced or none');
  expect(result.stderr).toContain('JUDGE0_AUTH_TOKEN: is only used with JUDGE0_URL');
});
