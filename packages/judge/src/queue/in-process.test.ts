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

  it('takes learners in turn: one learner’s ten jobs do not delay another’s first', async () => {
    const held = heldJudge();
    const order: string[] = [];
    const queue = createInProcessQueue({ judge: held.judge, concurrency: 1, maxDepth: 100 });
    const submitAs = (learner: string, label: string) =>
      queue.submit(job('cpp', label), { learner }).then(() => order.push(label));
    const all = Array.from({ length: 10 }, (_, index) => submitAs('a', `a${index + 1}`));
    all.push(submitAs('b', 'b1'), submitAs('c', 'c1'), submitAs('b', 'b2'));
    while (order.length < all.length) {
      await tick();
      held.releases.shift()?.();
    }
    expect(order.slice(0, 6)).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2']);
  });

  it('starts a background job only when no other job waits, and never in a learner’s place', async () => {
    const held = heldJudge();
    const order: string[] = [];
    const queue = createInProcessQueue({ judge: held.judge, concurrency: 1, maxDepth: 100 });
    const submit = (label: string, background: boolean) =>
      queue
        .submit({ ...job('cpp', label), ...(background ? { background } : {}) }, { learner: label })
        .then(() => order.push(label));
    // While a learner's job waits, no background job starts, even one queued before it.
    const all = [
      submit('first', false),
      submit('learner1', false),
      submit('finder1', true),
      submit('finder2', true),
      submit('learner2', false),
    ];
    while (order.length < all.length) {
      await tick();
      held.releases.shift()?.();
    }
    expect(order).toEqual(['first', 'learner1', 'learner2', 'finder1', 'finder2']);

    // A background job already running does not hold a learner's job back.
    const finder = queue.submit({ ...job('cpp', 'finder3'), background: true });
    await tick();
    const learner = queue.submit(job('cpp', 'learner3'));
    await tick();
    expect(await queue.stats()).toMatchObject({ running: 2, waiting: 0 });
    for (const release of held.releases.splice(0)) release();
    await Promise.all([finder, learner]);
  });

  it('tells each waiting job its place in line as it moves up, then 0 when judging starts', async () => {
    const held = heldJudge();
    const queue = createInProcessQueue({ judge: held.judge, concurrency: 1, maxDepth: 100 });
    const places: Record<string, number[]> = { a: [], b: [], c: [] };
    const results = ['a', 'b', 'c'].map((learner) =>
      queue.submit(job('cpp', learner), {
        learner,
        onPosition: (position) => places[learner]?.push(position),
      }),
    );
    await tick();
    expect(places).toEqual({ a: [0], b: [1], c: [2] });
    held.releases.shift()?.();
    await tick();
    expect(places).toEqual({ a: [0], b: [1, 0], c: [2, 1] });
    while ((await queue.stats()).running > 0) {
      held.releases.shift()?.();
      await tick();
    }
    await Promise.all(results);
    expect(places.c).toEqual([2, 1, 0]);
  });

  it('refuses once the queued jobs hold too much code and tests, counting a shared test set once', async () => {
    const held = heldJudge();
    const queue = createInProcessQueue({
      judge: held.judge,
      concurrency: 1,
      maxDepth: 100,
      maxBytes: 1000,
    });
    const sharedTests = [{ input: 'x'.repeat(500), expected: '' }];
    const accepted = Array.from({ length: 5 }, (_, index) =>
      queue.submit({ ...job('cpp', `program ${index}`), tests: sharedTests }),
    );
    const ownTests = [{ input: 'y'.repeat(500), expected: '' }];
    const refusal = await queue
      .submit({ ...job('cpp', 'another'), tests: ownTests })
      .catch((error) => error);
    expect(refusal.code).toBe('judge-busy');
    while ((await queue.stats()).running > 0) {
      held.releases.shift()?.();
      await tick();
    }
    await Promise.all(accepted);
    // Once the line has drained, the same job is taken.
    const later = queue.submit({ ...job('cpp', 'another'), tests: ownTests });
    await tick();
    held.releases.shift()?.();
    expect((await later).status_id).toBe(3);
  });

  it('rejects a job that breaks the contract', async () => {
    const queue = createInProcessQueue({ judge: heldJudge().judge, concurrency: 1 });
    const refusal = await queue
      .submit({ ...job('cpp', 'x'), language: 'cobol' as 'cpp' })
      .catch((e) => e);
    expect(refusal.code).toBe('invalid-job');
  });
});
