import type { JudgeResult } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import type { Judge } from '../create-judge';
import { JudgeError } from '../errors';
import { job } from '../test-support';
import { createInProcessQueue } from './in-process';

// A stand-in judge that holds each job until released, to observe queueing and back-pressure.
function heldJudge() {
  let running = 0;
  let peak = 0;
  const releases: (() => void)[] = [];
  const judge = {
    slots: 1,
    async judge() {
      running++;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
      return { status_id: 3 } as JudgeResult;
    },
  } as unknown as Judge;
  return { judge, releases, peak: () => peak };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('in-process judge queue', () => {
  it('runs at most `concurrency` jobs at once and the rest in order', async () => {
    const held = heldJudge();
    const queue = createInProcessQueue({ judge: held.judge, concurrency: 2, maxDepth: 10 });
    const results = Array.from({ length: 5 }, () => queue.submit(job('cpp', 'int main(){}')));
    await tick();
    expect(await queue.stats()).toEqual({ waiting: 3, running: 2, maxDepth: 10 });
    while (held.releases.length > 0 || (await queue.stats()).running > 0) {
      held.releases.shift()?.();
      await tick();
    }
    expect((await Promise.all(results)).map((result) => result.status_id)).toEqual([3, 3, 3, 3, 3]);
    expect(held.peak()).toBe(2);
  });

  it('throws judge-busy past its maximum depth instead of queueing without bound', async () => {
    const held = heldJudge();
    const queue = createInProcessQueue({ judge: held.judge, concurrency: 1, maxDepth: 2 });
    const accepted = [queue.submit(job('cpp', 'a')), queue.submit(job('cpp', 'b'))];
    const refusal = await queue.submit(job('cpp', 'c')).catch((error) => error);
    expect(refusal).toBeInstanceOf(JudgeError);
    expect(refusal.code).toBe('judge-busy');
    for (let i = 0; i < 2; i++) {
      await tick();
      held.releases.shift()?.();
    }
    await Promise.all(accepted);
  });

  it('rejects a job that breaks the contract', async () => {
    const queue = createInProcessQueue({ judge: heldJudge().judge, concurrency: 1 });
    const refusal = await queue
      .submit({ ...job('cpp', 'x'), language: 'cobol' as 'cpp' })
      .catch((e) => e);
    expect(refusal.code).toBe('invalid-job');
  });
});
