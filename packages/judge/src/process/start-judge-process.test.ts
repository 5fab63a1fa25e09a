import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JudgeStatus } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../create-judge';
import { cacheDir, job, sandboxSkipReason } from '../test-support';
import { startJudgeProcess } from './start-judge-process';

const entry = join(dirname(fileURLToPath(import.meta.url)), 'child-main.ts');
const skip = sandboxSkipReason('judge process tests');

/** The judge process: the one child of this process started from child-main.ts. */
function judgeProcessPid(): number | undefined {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (parent === process.pid && command.includes('child-main.ts')) return Number(name);
    } catch {
      // The process ended while being read.
    }
  }
  return undefined;
}

const niceness = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe.skipIf(skip)('the judge in a process of its own', () => {
  let judge: Judge;
  beforeAll(async () => {
    process.env.GRINDSTONE_TEST_SECRET = 'must-not-reach-the-judge';
    judge = await startJudgeProcess(
      { slots: 2, cacheDir, uidBase: 59_700 },
      { entry, execArgv: ['--import', 'tsx'] },
    );
  }, 120_000);
  afterAll(async () => {
    delete process.env.GRINDSTONE_TEST_SECRET;
    await judge?.close();
  });

  it('judges in the full sandbox, at a lower CPU priority, without the parent’s secrets', async () => {
    expect(judge.sandbox.mode).toBe('full');
    expect(judge.availableLanguages().find((language) => language.id === 'cpp')?.available).toBe(
      true,
    );
    const result = await judge.judge(
      job('javascript', 'console.log(require("fs").readFileSync(0, "utf8").trim() * 2)', [
        { input: '21', expected: '42' },
      ]),
    );
    expect(result.status_id).toBe(JudgeStatus.accepted);
    const pid = judgeProcessPid();
    expect(pid).toBeDefined();
    // 10, unless this test runs at a higher niceness itself (`nice -n 19 npx vitest`): then that.
    expect(niceness(pid as number)).toBe(Math.max(10, getPriority()));
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8');
    expect(environment).not.toContain('GRINDSTONE_TEST_SECRET');
  }, 60_000);

  it('fails a job with judge-failed when the judge process dies, and starts a new one', async () => {
    const slow = judge.judge(
      job('javascript', 'const end = Date.now() + 900; while (Date.now() < end);', [{}]),
    );
    // Wait until the job is inside the judge process, then kill that process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pid = judgeProcessPid();
    expect(pid).toBeDefined();
    process.kill(pid as number, 'SIGKILL');
    await expect(slow).rejects.toMatchObject({
      name: 'JudgeError',
      code: 'judge-failed',
      message: expect.stringMatching(/judge process exited \(SIGKILL\)/),
    });

    const next = await judge.judge(job('javascript', 'console.log(7)', [{ expected: '7' }]));
    expect(next.status_id).toBe(JudgeStatus.accepted);
    expect(judgeProcessPid()).not.toBe(pid);
  }, 120_000);

  it('passes the judge’s refusals through as the same errors', async () => {
    await expect(
      judge.judge({ ...job('javascript', 'x'), language: 'cobol' as never }),
    ).rejects.toMatchObject({ name: 'JudgeError', code: 'language-unavailable' });
  }, 60_000);
});

describe.skipIf(skip)('the judge process of a parent that keeps its files to itself', () => {
  it('judges, with a cache dir made under that umask (077, as the API server sets)', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'grindstone-umask-'));
    // The slots' uids must reach the cache dir inside it.
    chmodSync(parent, 0o755);
    const previous = process.umask(0o077);
    let judge: Judge | undefined;
    try {
      judge = await startJudgeProcess(
        { slots: 1, cacheDir: join(parent, 'cache'), uidBase: 59_730 },
        { entry, execArgv: ['--import', 'tsx'] },
      );
    } finally {
      process.umask(previous);
    }
    try {
      const result = await judge.judge(
        job('javascript', 'console.log(require("fs").readFileSync(0, "utf8").trim() * 3)', [
          { input: '14', expected: '42' },
        ]),
      );
      expect(result.status_id).toBe(JudgeStatus.accepted);
    } finally {
      await judge.close();
      rmSync(parent, { recursive: true, force: true });
    }
  }, 300_000);
});

describe.skipIf(skip)('the judge process’s environment', () => {
  it('is what the caller hands in, cut to the allow-list, not this process’s own', async () => {
    const judge = await startJudgeProcess(
      { slots: 1, cacheDir, uidBase: 59_760 },
      {
        entry,
        execArgv: ['--import', 'tsx'],
        parentEnvironment: { TZ: 'Pacific/Chatham', GRINDSTONE_HANDED_SECRET: 'not-for-the-judge' },
      },
    );
    try {
      const pid = judgeProcessPid();
      expect(pid).toBeDefined();
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      expect(environment).toContain('TZ=Pacific/Chatham');
      expect(environment.join('\n')).not.toContain('GRINDSTONE_HANDED_SECRET');
    } finally {
      await judge.close();
    }
  }, 120_000);
});
