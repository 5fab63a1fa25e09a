import { type ChildProcess, spawn } from 'node:child_process';
import { JudgeStatus, wallLimitMs } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job, judgeWithUids, sandboxSkipReason, smallLimits } from './test-support';

// The same program gets the same verdict however busy the host is: time limits are judged on
// the run's own CPU time (the wall-clock limit is only a backstop, 3 × CPU + 2 s), and memory
// verdicts come from the cgroup's own accounting. Here both cores are kept busy by other
// processes for the whole test.

const skip = sandboxSkipReason('verdicts under host load');
const uidBase = 78_000; // shared-artefacts.test.ts checks that nothing of 77_000–77_063 survives
const tries = 10;

/** One busy loop per core of this machine's kind (2), running until the test ends. */
let busy: ChildProcess[] = [];
beforeAll(() => {
  busy = [1, 2].map(() => spawn('/bin/sh', ['-c', 'while :; do :; done'], { stdio: 'ignore' }));
});
afterAll(() => {
  for (const loop of busy) loop.kill('SIGKILL');
});

// Burns 60 % of its 1 s CPU limit (clock() is the process's CPU time), then answers.
const sixtyPercent = `#include <bits/stdc++.h>
int main() {
  long long n; std::cin >> n;
  volatile unsigned long long spin = 0;
  while (clock() < CLOCKS_PER_SEC * 6 / 10) spin++;
  std::cout << n * 2 << "\\n";
}`;

const workerBomb =
  "const { Worker } = require('worker_threads'); for (let i = 0; i < 10000; i++) new Worker('setInterval(() => {}, 1000)', { eval: true }); setInterval(() => {}, 1000);";

describe.skipIf(skip !== null)('with both cores saturated by other processes', () => {
  it(`a correct program using 60 % of its CPU limit is Accepted ${tries} times out of ${tries}`, async () => {
    const judge = judgeWithUids(uidBase, 1);
    try {
      for (let attempt = 0; attempt < tries; attempt++) {
        const result = await judge.judge(
          job('cpp', sixtyPercent, [{ input: '21', expected: '42' }]),
        );
        const test = result.tests[0];
        // The run result shows CPU time, which is what the limit applies to.
        expect({ status: result.status_id, time: test?.time }).toEqual({
          status: JudgeStatus.accepted,
          time: expect.any(Number),
        });
        expect(test?.time).toBeGreaterThanOrEqual(0.6);
        expect(test?.time).toBeLessThanOrEqual(smallLimits.cpuMs / 1000);
      }
    } finally {
      await judge.close();
    }
  }, 300_000);

  it('a node worker-thread bomb is Memory Limit Exceeded every time', async () => {
    const judge = judgeWithUids(uidBase + 16, 1);
    const limits = { ...smallLimits, cpuMs: 4000, wallMs: wallLimitMs(4000) };
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await judge.judge(job('javascript', workerBomb, [{}], { limits }));
        expect(result.status_id).toBe(JudgeStatus.memoryLimitExceeded);
      }
    } finally {
      await judge.close();
    }
  }, 300_000);
});
