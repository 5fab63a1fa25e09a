import { chownSync, existsSync, lstatSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '@grindstone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createCompileCache } from './compile-cache';
import { languages } from './languages';
import { createSandbox } from './sandbox';
import { cacheDir, job, judgeWithUids, sandboxSkipReason } from './test-support';

// Compiled artefacts are shared by every submission of the same code, across judge processes:
// what the slot's uid wrote while compiling must end up ours, and anything in the cache that
// another uid owns or can write is never reused.

const skip = sandboxSkipReason('compile-cache tests');

const uidBase = 74_000;
const wrongSum = `#include <cstdio>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a-b);} // ${Date.now()}`;

describe.skipIf(skip !== null)('compiled artefacts', () => {
  const sandbox = skip ? null : createSandbox({ cacheDir, slots: 1, uidBase });
  afterAll(() => sandbox?.close());

  it('belong to the judge, not to the slot uid that compiled them, and only it can write them', async () => {
    const compiled = await createCompileCache(sandbox as NonNullable<typeof sandbox>).compile(
      languages.cpp,
      wrongSum,
    );
    if (!compiled.ok) throw new Error(compiled.output);
    const entries = ['.', ...(readdirSync(compiled.artefactDir, { recursive: true }) as string[])];
    expect(entries).toContain('main');
    for (const entry of entries) {
      const stat = lstatSync(join(compiled.artefactDir, entry));
      expect({ entry, uid: stat.uid, groupOrOthersWrite: (stat.mode & 0o022) !== 0 }).toEqual({
        entry,
        uid: process.geteuid?.(),
        groupOrOthersWrite: false,
      });
    }
  });

  it('are recompiled, not reused, when another uid owns a file in them (a forged binary)', async () => {
    const compiled = await createCompileCache(sandbox as NonNullable<typeof sandbox>).compile(
      languages.cpp,
      wrongSum,
    );
    if (!compiled.ok) throw new Error(compiled.output);
    // What a run with the slot's uid could have done to a binary it still owned.
    const binary = join(compiled.artefactDir, 'main');
    writeFileSync(binary, '#!/bin/sh\necho 3\n', { mode: 0o755 });
    chownSync(binary, uidBase, uidBase);

    // A judge that did not compile it itself (another process) finds it on disk.
    const judge = judgeWithUids(uidBase + 8, 1);
    const result = await judge.judge(job('cpp', wrongSum, [{ input: '1 2', expected: '3' }]));
    await judge.close();
    expect(result.status_id).toBe(JudgeStatus.wrongAnswer);
    expect(result.tests[0]?.stdout).toBe('-1\n');
  });

  it('stay on disk while a job runs from them, even when the cache evicts them meanwhile', async () => {
    const cache = createCompileCache(sandbox as NonNullable<typeof sandbox>, { maxEntries: 1 });
    const program = (tag: string) =>
      `#include <cstdio>\nint main(){puts("${tag}");} // ${Date.now()}`;
    let usedDir = '';
    await cache.withArtefact(languages.cpp, program('first'), async (first) => {
      if (!first.ok) throw new Error(first.output);
      usedDir = first.artefactDir;
      // Another submission arrives and pushes the first program out of the one-entry cache.
      const second = await cache.compile(languages.cpp, program('second'));
      if (!second.ok) throw new Error(second.output);
      expect(existsSync(join(first.artefactDir, 'main'))).toBe(true);
    });
    // Once the job using it is over, the evicted artefact goes.
    expect(existsSync(usedDir)).toBe(false);
  });
});
