import { JudgeStatus } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import { cpp } from './languages/cpp';
import type { SandboxOutcome } from './sandbox';
import { smallLimits } from './test-support';
import { runVerdict } from './verdict';

// The mapping from what the sandbox saw to a verdict, for outcomes a host produces only by
// chance or only on some kernels (which limit stops a fork bomb first). The sandbox tests
// (verdicts.test.ts, hostile.test.ts) show the same verdicts for real programs.

const limits = { ...smallLimits, pids: 64 };
const ended: SandboxOutcome = {
  exitCode: 0,
  signal: null,
  stdout: '',
  stderr: '',
  cpuMs: 10,
  wallMs: 20,
  memoryKb: 3000,
  stoppedFor: null,
  oomKilled: false,
  pidsLimitReached: false,
};
const verdict = (outcome: Partial<SandboxOutcome>) =>
  runVerdict({ ...ended, ...outcome }, limits, cpp);

const reached = 'The program reached its limit of 64 processes and threads together';

describe('a run refused a process or thread at its pids limit', () => {
  it('is Runtime Error (Other) naming that limit when CPU time or the wall clock stopped it', () => {
    const stops: Partial<SandboxOutcome>[] = [
      { stoppedFor: 'cpu-time', signal: 9, exitCode: null, cpuMs: 1040, wallMs: 1300 },
      { stoppedFor: 'wall-time', signal: 9, exitCode: null, cpuMs: 400, wallMs: 5000 },
      { signal: 24, exitCode: null, cpuMs: 1200 }, // RLIMIT_CPU's SIGXCPU
    ];
    for (const stop of stops) {
      const result = verdict({ ...stop, pidsLimitReached: true });
      expect(result?.status).toBe(JudgeStatus.runtimeErrorOther);
      expect(result?.message).toMatch(new RegExp(`^${reached}, and starting another one`));
    }
  });

  it('stays Memory Limit Exceeded, with that message, when memory stopped it', () => {
    const stops: Partial<SandboxOutcome>[] = [
      { oomKilled: true, signal: 9, exitCode: null, cpuMs: 300, wallMs: 800 },
      { stoppedFor: 'memory', signal: 9, exitCode: null },
    ];
    for (const stop of stops) {
      const result = verdict({ ...stop, pidsLimitReached: true });
      expect(result?.status).toBe(JudgeStatus.memoryLimitExceeded);
      expect(result?.message).toMatch(new RegExp(`^${reached}, and starting another one`));
    }
  });

  it('says which limit stopped it, with its figures', () => {
    const stopped = (outcome: Partial<SandboxOutcome>) =>
      verdict({ signal: 9, exitCode: null, pidsLimitReached: true, ...outcome })?.message;
    expect(stopped({ stoppedFor: 'cpu-time', cpuMs: 1040 })).toContain(
      'It was then stopped at its 1.00 s CPU time limit (1.04 s used).',
    );
    expect(stopped({ oomKilled: true })).toContain(
      'It was then stopped at its 128 MB memory limit.',
    );
    expect(stopped({ stoppedFor: 'wall-time', cpuMs: 400, wallMs: 5010 })).toContain(
      'It was then stopped after 5.01 s of wall-clock time, having used 0.40 s of its 1.00 s CPU time limit: it was waiting, not computing',
    );
    // Computing, but starved by a busy host: no "submit again", the bomb would do it again.
    const starved = stopped({ stoppedFor: 'wall-time', cpuMs: 900, wallMs: 3000 });
    expect(starved).toMatch(/CPU time limit\.$/);
    expect(starved).not.toContain('submit again');
  });

  it('keeps the verdict of a program that ended by itself, and adds why it may have failed', () => {
    const aborted = verdict({ signal: 6, exitCode: null, pidsLimitReached: true });
    expect(aborted).toEqual({
      status: JudgeStatus.runtimeErrorSigabrt,
      message: `${reached}, and starting another one was refused.`,
    });
    const nzec = verdict({ exitCode: 1, pidsLimitReached: true });
    expect(nzec?.status).toBe(JudgeStatus.runtimeErrorNzec);
    expect(nzec?.message).toContain(reached);
  });

  it('leaves a program that handled the refusal and exited 0 to the checker', () => {
    expect(verdict({ pidsLimitReached: true })).toBeNull();
  });

  it('still gets Output Limit Exceeded for a flood', () => {
    expect(
      verdict({ stoppedFor: 'output', signal: 13, exitCode: null, pidsLimitReached: true }),
    ).toEqual({ status: JudgeStatus.outputLimitExceeded });
  });
});

describe('a run never refused a process or thread', () => {
  it('gets the limit verdicts: MLE, TLE, or waiting as Runtime Error (Other)', () => {
    expect(verdict({ oomKilled: true, signal: 9, exitCode: null })).toEqual({
      status: JudgeStatus.memoryLimitExceeded,
    });
    expect(verdict({ stoppedFor: 'cpu-time', signal: 9, exitCode: null, cpuMs: 1100 })).toEqual({
      status: JudgeStatus.timeLimitExceeded,
    });
    const waiting = verdict({ stoppedFor: 'wall-time', signal: 9, exitCode: null, wallMs: 5000 });
    expect(waiting?.status).toBe(JudgeStatus.runtimeErrorOther);
    expect(waiting?.message).toContain('the program was waiting');
    expect(waiting?.message).not.toContain('processes and threads');
  });

  it('gets its own runtime error verdict, without a message', () => {
    expect(verdict({ signal: 6, exitCode: null })).toEqual({
      status: JudgeStatus.runtimeErrorSigabrt,
    });
    expect(verdict({ exitCode: 3 })).toEqual({ status: JudgeStatus.runtimeErrorNzec });
    expect(verdict({})).toBeNull();
  });
});
