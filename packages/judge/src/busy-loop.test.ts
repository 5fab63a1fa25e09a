import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { JudgeError } from './errors';
import { job, judgeWithUids, processesWithUids, sandboxSkipReason } from './test-support';

// A server judges in the event loop that also answers its HTTP requests. Under load one loop
// turn can last long (synchronous work in request handlers), children exit all the time (the
// other slots' runs), and a whole run can start and end inside a single turn. Node may then
// report the run's exit before it has read any of the run's pipes; the judge must still read
// them all, bwrap's status pipe included, before deciding what became of the program.

const skip = sandboxSkipReason('busy event loop tests');

const uidBase = 76_000;
const runs = 200;

/**
 * Children of this process that are still running (a zombie has exited: it awaits its reaping),
 * but for resident sandboxes (bwrap `--as-pid-1`), which stay up for a whole job while its runs
 * come and go inside.
 */
function runningChildren(): number {
  const pids = readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8').trim().split(' ');
  return pids.filter((pid) => {
    if (!pid) return false;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const resident = readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--as-pid-1');
      return stat[stat.lastIndexOf(')') + 2] !== 'Z' && !resident;
    } catch {
      return false;
    }
  }).length;
}

/**
 * Keeps the loop busy as a loaded server does: a stream of short-lived children, and in the turn
 * that reads each one's end, synchronous work until every child of ours has exited (at least
 * 15 ms, at most 100 ms), so that a run spawned earlier in that turn ends within it. Waiting for
 * the children rather than for a fixed time makes the test as sharp on a slow host as on a fast one.
 */
function keepLoopBusy() {
  let running = true;
  let turns = 0;
  const block = () => {
    turns++;
    const start = performance.now();
    for (;;) {
      const elapsed = performance.now() - start;
      if (elapsed >= 100 || (elapsed >= 15 && runningChildren() === 0)) return;
    }
  };
  const next = () => {
    const helper = spawn('/bin/true', [], { stdio: ['ignore', 'pipe', 'ignore'] });
    helper.stdout.on('end', block);
    helper.stdout.resume();
    helper.on('close', () => {
      if (running) next();
    });
  };
  next();
  return {
    turns: () => turns,
    stop: () => {
      running = false;
    },
  };
}

describe.skipIf(skip !== null)('judging while the event loop is busy', () => {
  const judge = skip ? null : judgeWithUids(uidBase, 2);
  afterAll(async () => {
    // close() returns once every run is gone: no process of theirs may be left then.
    await judge?.close();
    expect(processesWithUids(uidBase)).toEqual([]);
  });

  it(`judges ${runs} fast-exiting programs without one Internal Error`, async () => {
    if (!judge) throw new Error('unreachable: skipped without a sandbox');
    const program = '#include <cstdio>\nint main(){puts("ok");}';
    const once = () => judge.judge(job('cpp', program, [{ expected: 'ok' }]));
    expect((await once()).status.description).toBe('Accepted'); // compiled before the load

    const outcomes: Record<string, number> = {};
    const loop = keepLoopBusy();
    const started = performance.now();
    try {
      // Two jobs at a time keep both slots busy: the other slot's exits are among the children.
      let left = runs;
      const submitter = async () => {
        while (left > 0) {
          left--;
          // A judge failure is thrown (judge-failed), not a verdict: counted with the others.
          const key = await once().then(
            (result) => [result.status.description, result.error].filter(Boolean).join(': '),
            (error: unknown) => {
              if (error instanceof JudgeError && error.code === 'judge-failed') {
                return `Internal Error: ${error.message}`;
              }
              throw error;
            },
          );
          outcomes[key] = (outcomes[key] ?? 0) + 1;
        }
      };
      await Promise.all([submitter(), submitter()]);
    } finally {
      loop.stop();
    }
    console.info(
      `[judge] ${runs} runs under a busy loop in ${Math.round(performance.now() - started)} ms, ` +
        `${loop.turns()} blocking turns: ${JSON.stringify(outcomes)}`,
    );
    const internal = Object.keys(outcomes).filter((key) => key.startsWith('Internal Error'));
    expect(internal.map((key) => `${outcomes[key]} × ${key}`)).toEqual([]);
    // A starved host may push a run past its wall limit; anything else is wrong.
    expect(Object.keys(outcomes).filter((key) => key !== 'Time Limit Exceeded')).toEqual([
      'Accepted',
    ]);
  }, 400_000);
});
