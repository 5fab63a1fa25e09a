import { type JudgeResult, JudgeStatus, judgeStatus } from '@grindstone/contract';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Judge } from '../create-judge';
import { job, skipReason } from '../test-support';
import { createBullmqQueue } from './bullmq';
import { startBullmqWorker } from './bullmq-worker';

// Real Redis, the worker's side in this process with a stand-in judge that notes the order.

const redisUrl = process.env.TEST_REDIS_URL;
const skip = skipReason(
  'BullMQ fairness tests',
  redisUrl ? null : 'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379)',
);
const name = `judge-fair-test-${process.pid}`;
const prefix = `grindstone-fair-test-${Date.now()}`;

const accepted: JudgeResult = {
  compile: { ok: true, output: '' },
  tests: [
    {
      status_id: JudgeStatus.accepted,
      status: judgeStatus(JudgeStatus.accepted),
      stdout: '',
      stderr: '',
      time: 0,
      wallTime: 0,
      memory: 0,
      exitCode: 0,
      signal: null,
    },
  ],
  status_id: JudgeStatus.accepted,
  status: judgeStatus(JudgeStatus.accepted),
  error: null,
};

describe.skipIf(skip !== null)('BullMQ judge queue with many learners', () => {
  const queue = skip
    ? null
    : createBullmqQueue({ redisUrl: redisUrl as string, name, prefix, positionPollMs: 50 });
  let worker: ReturnType<typeof startBullmqWorker> | undefined;
  afterAll(async () => {
    await worker?.close();
    const inspect = new Queue(name, { connection: new Redis(redisUrl as string), prefix });
    await inspect.obliterate({ force: true });
    await inspect.close();
    await queue?.close();
  });

  it('takes learners in turn, a background job last, and tells a waiting job its place in line', async () => {
    const judged: string[] = [];
    const places: number[] = [];
    const submitAs = (learner: string, code: string) =>
      queue?.submit(job('cpp', code), {
        learner,
        onPosition: learner === 'b' ? (position) => places.push(position) : undefined,
      });
    // No worker yet: everything waits. A background job (the counterexample finder's) first,
    // then learner A's four jobs.
    const results = [queue?.submit({ ...job('cpp', 'bg'), background: true }, { learner: 'c' })];
    await expect.poll(async () => (await queue?.stats())?.waiting).toBe(1);
    results.push(...['a1', 'a2', 'a3', 'a4'].map((code) => submitAs('a', code)));
    await expect.poll(async () => (await queue?.stats())?.waiting).toBe(5);
    results.push(submitAs('b', 'b1'));
    // B's first job goes ahead of A's second: second in line.
    await expect.poll(() => places.at(-1)).toBe(2);

    const standIn = {
      slots: 1,
      async judge(input: { code: string }) {
        judged.push(input.code);
        return accepted;
      },
    } as unknown as Judge;
    worker = startBullmqWorker({
      judge: standIn,
      redisUrl: redisUrl as string,
      name,
      prefix,
      concurrency: 1,
    });
    await Promise.all(results);
    expect(judged).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'bg']);
    // Places only go down (read every 50 ms, so a quick job may finish between two readings).
    expect(places[0]).toBe(2);
    expect(places).toEqual([...places].sort((x, y) => y - x));
  }, 30_000);
});
