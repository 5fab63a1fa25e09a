import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JudgeStatus } from '@grindstone/contract';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Judge } from '../create-judge';
import { JudgeError } from '../errors';
import { cacheDir, job, missingSandbox, processesWithUids, skipReason } from '../test-support';
import { createBullmqQueue } from './bullmq';
import { startBullmqWorker } from './bullmq-worker';

// Real Redis (TEST_REDIS_URL) and real worker processes (src/worker.ts), killed with SIGKILL.

const here = dirname(fileURLToPath(import.meta.url));
const workerEntry = join(here, '..', 'worker.ts');
const repoRoot = resolve(here, '../../../..');
const redisUrl = process.env.TEST_REDIS_URL;
const skip = skipReason(
  'BullMQ queue tests',
  redisUrl ? missingSandbox() : 'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379)',
);

const name = `judge-test-${process.pid}`;
const prefix = `grindstone-test-${Date.now()}`;
const uidBase = 73_000;
const workers: ChildProcess[] = [];

function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      REDIS_URL: redisUrl,
      JUDGE_QUEUE: name,
      JUDGE_QUEUE_PREFIX: prefix,
      JUDGE_LOCK_MS: '1500',
      JUDGE_SLOTS: '2',
      JUDGE_UID_BASE: String(uidBase),
      JUDGE_CACHE_DIR: cacheDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(child);
  return new Promise((ready, fail) => {
    let log = '';
    child.stdout?.on('data', (chunk) => {
      log += chunk;
      if (log.includes('[judge-worker] ready')) ready(child);
    });
    child.on('exit', (code) => fail(new Error(`worker exited (${code}) before ready:\n${log}`)));
  });
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting');
}

describe.skipIf(skip !== null)('BullMQ judge queue with real workers', () => {
  const queue = skip ? null : createBullmqQueue({ redisUrl: redisUrl as string, name, prefix });
  const inspect = skip
    ? null
    : new Queue(name, { connection: new Redis(redisUrl as string), prefix });

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await inspect?.obliterate({ force: true });
    await inspect?.close();
    await queue?.close();
  });

  it('a worker process judges a submitted job', async () => {
    const worker = await startWorker();
    const code = '#include <cstdio>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);}';
    const result = await queue?.submit(job('cpp', code, [{ input: '2 3', expected: '5' }]));
    expect(result?.status_id).toBe(JudgeStatus.accepted);
    worker.kill('SIGTERM');
  }, 60_000);

  it('a job whose worker is killed is retried once, then fails with judge-failed', async () => {
    const slow = '#include <unistd.h>\nint main(){sleep(4);}';
    const limits = { cpuMs: 1000, wallMs: 8000, memoryKb: 65536, outputKb: 64 };
    const pending = queue?.submit(job('cpp', slow, [{}], { limits }));
    const activeWithAttempt = (attempt: number) =>
      waitFor(async () => {
        const [active] = (await inspect?.getJobs(['active'])) ?? [];
        return active && active.attemptsStarted >= attempt ? active : undefined;
      });

    const first = await startWorker();
    await activeWithAttempt(1);
    first.kill('SIGKILL');
    const second = await startWorker(); // finds the stalled job and runs it again
    await activeWithAttempt(2);
    second.kill('SIGKILL');
    const third = await startWorker(); // finds it stalled a second time: failed
    await expect(pending).rejects.toMatchObject({
      name: 'JudgeError',
      code: 'judge-failed',
      message: expect.stringMatching(/stalled/i),
    });
    third.kill('SIGTERM');
    // The killed workers' sandboxed programs die with them (the kill cascades through the
    // launcher's and bwrap's parent-death signals, which takes a moment).
    await expect.poll(() => processesWithUids(uidBase), { timeout: 5_000 }).toEqual([]);
  }, 60_000);
});

/**
 * The worker's side in this process, with a stand-in judge: what a failing judge or a worker
 * answering nonsense looks like on the API side. Needs Redis only.
 */
const redisSkip = skipReason(
  'BullMQ failure tests',
  redisUrl ? null : 'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379)',
);

describe.skipIf(redisSkip !== null)('BullMQ judge queue when the judge fails', () => {
  const failName = `judge-fail-test-${process.pid}`;
  let answer: () => Promise<unknown> = async () => undefined;
  let calls = 0;
  const standIn = {
    slots: 1,
    async judge() {
      calls++;
      return answer();
    },
  } as unknown as Judge;
  const worker = redisSkip
    ? null
    : startBullmqWorker({ judge: standIn, redisUrl: redisUrl as string, name: failName, prefix });
  const queue = redisSkip
    ? null
    : createBullmqQueue({ redisUrl: redisUrl as string, name: failName, prefix });
  afterAll(async () => {
    await worker?.close();
    const inspect = new Queue(failName, { connection: new Redis(redisUrl as string), prefix });
    await inspect.obliterate({ force: true });
    await inspect.close();
    await queue?.close();
  });

  it('delivers an exception inside the worker’s judge as judge-failed, tried once', async () => {
    calls = 0;
    answer = async () => {
      throw new Error('EACCES /var/lib/grindstone/box-3');
    };
    await expect(queue?.submit(job('cpp', 'int main(){}'))).rejects.toMatchObject({
      name: 'JudgeError',
      code: 'judge-failed',
      message: expect.stringMatching(/^Judge worker failed: EACCES \/var\/lib\/grindstone\/box-3/),
    });
    expect(calls).toBe(1);
  }, 30_000);

  it('names the code of a refusal on the worker (the operator’s problem there)', async () => {
    answer = async () => {
      throw new JudgeError('language-unavailable', 'java is unavailable: javac not found');
    };
    await expect(queue?.submit(job('java', 'class Main {}'))).rejects.toMatchObject({
      code: 'judge-failed',
      message: expect.stringContaining('language-unavailable: java is unavailable'),
    });
  }, 30_000);

  it('turns a malformed result, or an Internal Error one, into judge-failed', async () => {
    answer = async () => ({ status_id: 3 });
    await expect(queue?.submit(job('cpp', 'int main(){}'))).rejects.toMatchObject({
      code: 'judge-failed',
      message: 'A judge worker returned a malformed result',
    });
    answer = async () => ({
      compile: { ok: false, output: '' },
      tests: [],
      status_id: JudgeStatus.internalError,
      status: { id: JudgeStatus.internalError, description: 'Internal Error' },
      error: 'ENOENT /srv/box',
    });
    await expect(queue?.submit(job('cpp', 'int main(){}'))).rejects.toMatchObject({
      code: 'judge-failed',
      message: 'Judge worker failed: ENOENT /srv/box',
    });
  }, 30_000);
});
