import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type JudgeResult, JudgeStatus, judgeJobSchema } from '@grindstone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { artefactKey, createCompileCache } from './compile-cache';
import { createJudge } from './create-judge';
import { languages } from './languages';
import { builtInJudge, runTest } from './run-test';
import { createSandbox } from './sandbox';
import { SandboxFailure } from './sandbox/run-sandboxed';
import {
  bwrapFailingRuns,
  cacheDir,
  job,
  judgeWithUids,
  processesWithUids,
  sandboxSkipReason,
  smallLimits,
} from './test-support';

// Every judge process on a host (a server, its workers, `problems verify`) shares the compiled
// programs in the cache dir, while each remembers on its own what it has compiled. None of them
// may delete a program another still counts on, and a program that is gone anyway (deleted
// behind the judges' backs) is compiled again: never a verdict, never a host path for a learner.

const skip = sandboxSkipReason('shared artefact tests');

const uidBase = 77_000;
const here = dirname(fileURLToPath(import.meta.url));
const artefacts = join(cacheDir, 'artefacts');
const program = (tag: string) =>
  `#include <cstdio>\nint main(){puts("ok");} // ${tag} ${process.pid} ${Date.now()}`;
const instancesOf = (code: string) =>
  readdirSync(artefacts).filter((name) => name.startsWith(`${artefactKey(languages.cpp, code)}.`));
const described = (result: JudgeResult) =>
  [result.status.description, result.error].filter(Boolean).join(': ');

/** Judges `programs` in order in a separate Node process (its own memory, its own pid). */
function judgeInAnotherProcess(programs: string[], options: { uidBase: number; cached: number }) {
  const script = `
    const { createJudge } = await import(${JSON.stringify(join(here, 'create-judge.ts'))});
    const judge = createJudge({ slots: 1, cacheDir: ${JSON.stringify(cacheDir)},
      uidBase: ${options.uidBase}, compiledPrograms: ${options.cached} });
    const described = [];
    for (const code of ${JSON.stringify(programs)}) {
      const result = await judge.judge({ language: 'cpp', code, limits: ${JSON.stringify(smallLimits)},
        tests: [{ input: '', expected: 'ok' }], checker: { type: 'default' } });
      described.push([result.status.description, result.error].filter(Boolean).join(': '));
    }
    await judge.close();
    console.log(JSON.stringify(described));`;
  return new Promise<string[]>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('[')) resolve(JSON.parse(last));
      else reject(new Error(`judge process exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
}

describe.skipIf(skip !== null)('compiled programs shared by judge processes', () => {
  const judge = skip ? null : judgeWithUids(uidBase, 1);
  const judged = async (code: string) => {
    if (!judge) throw new Error('unreachable: skipped without a sandbox');
    return judge.judge(job('cpp', code, [{ expected: 'ok' }]));
  };
  afterAll(async () => {
    // close() returns once every run is gone: no process of theirs may be left then.
    await judge?.close();
    expect(processesWithUids(uidBase, 64)).toEqual([]);
  });

  it("outlive another process's eviction: that process only drops its own hold", async () => {
    const shared = program('shared');
    expect(described(await judged(shared))).toBe('Accepted');
    const [instance] = instancesOf(shared);
    expect(instancesOf(shared)).toEqual([instance]);

    // A second judge process with room for two programs judges the same one (and reuses this
    // process's artefact), then three others: the shared program falls out of its memory.
    const others = ['churn 1', 'churn 2', 'churn 3'].map(program);
    const outcomes = await judgeInAnotherProcess([shared, ...others], {
      uidBase: uidBase + 16,
      cached: 2,
    });
    expect(outcomes).toEqual(['Accepted', 'Accepted', 'Accepted', 'Accepted']);
    // Reused, and still there: this process still holds it.
    expect(instancesOf(shared)).toEqual([instance]);

    // This process still remembers the program as compiled, and it still runs.
    const again = await judged(shared);
    expect(described(again)).toBe('Accepted');
    expect(again.tests[0]?.stdout).toBe('ok\n');
    expect(instancesOf(shared)).toEqual([instance]);
  }, 300_000);

  it('are compiled again when deleted behind the judge’s back, not reported as a verdict', async () => {
    const code = program('deleted');
    expect(described(await judged(code))).toBe('Accepted');
    // A temp-dir cleaner or an operator removes the compiled program the judge remembers.
    for (const name of instancesOf(code)) rmSync(join(artefacts, name), { recursive: true });

    const again = await judged(code);
    expect(described(again)).toBe('Accepted');
    expect(again.tests[0]?.stdout).toBe('ok\n');
    expect(instancesOf(code)).toHaveLength(1);
  }, 120_000);

  it('vanishing while a job runs make its run a sandbox failure, and the job compiles again', async () => {
    const sandbox = createSandbox({ cacheDir, slots: 1, uidBase: uidBase + 32 });
    try {
      const cache = createCompileCache(sandbox);
      const code = program('vanishing');
      const parsed = judgeJobSchema.parse(job('cpp', code, [{ expected: 'ok' }]));
      const [test] = parsed.tests;
      if (!test) throw new Error('unreachable: one test');
      const failures: unknown[] = [];
      let attempts = 0;
      const result = await cache.withArtefact(languages.cpp, code, async (compiled) => {
        if (!compiled.ok) throw new Error(compiled.output);
        attempts++;
        if (attempts === 1) rmSync(dirname(compiled.artefactDir), { recursive: true });
        try {
          return await runTest(
            sandbox,
            languages.cpp,
            compiled.artefactDir,
            parsed,
            test,
            builtInJudge({ type: 'default' }),
          );
        } catch (error) {
          failures.push(error);
          throw error;
        }
      });
      expect(attempts).toBe(2);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toBeInstanceOf(SandboxFailure);
      expect(String(failures[0])).toContain("Can't find source path");
      expect(result.status_id).toBe(JudgeStatus.accepted);
    } finally {
      await sandbox.close();
    }
  }, 120_000);

  it('never turn a sandbox failure into a verdict, program output or compiler output', async () => {
    const fakeBwrap = bwrapFailingRuns();
    const failing = createJudge({
      slots: 1,
      cacheDir,
      uidBase: uidBase + 48,
      bwrapCandidates: [fakeBwrap],
    });
    try {
      // A test the sandbox could not run fails the whole job: there is no verdict to show, and
      // the detail is for the operator's log (the server never shows it to anyone else).
      await expect(
        failing.judge(job('cpp', program('sandbox failure'), [{ expected: 'ok' }])),
      ).rejects.toMatchObject({
        name: 'JudgeError',
        code: 'judge-failed',
        message: expect.stringMatching(
          /^bwrap could not start the program: bwrap: Can't find source path \//,
        ),
      });
    } finally {
      await failing.close();
      rmSync(dirname(fakeBwrap), { recursive: true, force: true });
    }
  }, 120_000);
});
