import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createArtefactStore } from './artefact-store';
import { cpp } from './languages/cpp';
import { realTool, versionOf } from './languages/find-tool';
import { createJava, javacFlags } from './languages/java';
import { javacArchiveDir } from './languages/javac-archive';
import { jsonLinesLogger } from './logger';
import { skipReason } from './test-support';

// What the judge cannot do for itself it tells its logger (the server's log), not the console:
// an operator whose compiles got slower, or whose cache held a doubtful program, learns why.

type Entry = { level: number; msg: string; reason?: string; instance?: string };

/** A logger that keeps what it is told. */
function collectingLogger() {
  const entries: Entry[] = [];
  const logger = jsonLinesLogger('judge', (line) => {
    entries.push(JSON.parse(line) as Entry);
    return true;
  });
  return { logger, entries };
}

const caches: string[] = [];
function freshCache(): string {
  const dir = mkdtempSync(join(tmpdir(), 'grindstone-warnings-'));
  caches.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of caches) rmSync(dir, { recursive: true, force: true });
});

/** A dir at `path` that another uid could write to: the judge must not trust what is in it. */
function plantWritableDir(path: string) {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o777);
}

describe('the shared store of compiled programs', () => {
  it('tells its logger when it recompiles a program another uid could have changed', () => {
    const { logger, entries } = collectingLogger();
    const cache = freshCache();
    const store = createArtefactStore(cache, logger);
    const work = join(cache, 'work');
    mkdirSync(work, { mode: 0o755 });
    const box = store.install('b'.repeat(32), work);
    chmodSync(dirname(box), 0o777);

    expect(createArtefactStore(cache, logger).find('b'.repeat(32))).toBeNull();
    expect(entries).toEqual([
      expect.objectContaining({
        level: 40,
        instance: dirname(box),
        msg: expect.stringContaining('owned or writable by another uid'),
      }),
    ]);
  });
});

const javac = realTool(['/usr/bin/javac']);
const noJavac = skipReason('javac archive warning test', javac ? null : 'javac is not installed');

describe.skipIf(noJavac !== null)("javac's class-data archive", () => {
  it('when it cannot be made, Java compiles go without it and the logger is told why', async () => {
    const { logger, entries } = collectingLogger();
    const cache = freshCache();
    plantWritableDir(javacArchiveDir(cache, javac as string, javacFlags));

    const prepared = await createJava().prepare?.(cache, logger);
    expect(prepared).toEqual({ mounts: [] });
    expect(entries).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining("javac's class-data archive could not be made"),
        reason: expect.stringContaining('writable by group or others'),
      }),
    ]);
  }, 60_000);
});

const gxx = realTool(['/usr/bin/g++']);
const noGxx = skipReason('precompiled header warning test', gxx ? null : 'g++ is not installed');

describe.skipIf(noGxx !== null)('the C++ precompiled header', () => {
  it('when g++ cannot write it, C++ compiles go without it and the logger is told why', async () => {
    const { logger, entries } = collectingLogger();
    const cache = freshCache();
    // Where g++ writes the header before renaming it into place: a dir, which it cannot replace.
    const version = versionOf(gxx as string, ['-dumpfullversion']);
    const target = join(cache, `pch-${version}`, 'bits', 'stdc++.h.gch');
    mkdirSync(`${target}.${process.pid}.tmp`, { recursive: true, mode: 0o755 });

    const prepared = await cpp.prepare?.(cache, logger);
    expect(prepared).toEqual({ mounts: [] });
    expect(entries).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining('The C++ precompiled header could not be made'),
        reason: expect.stringMatching(/g\+\+.* exited with 1: .*stdc\+\+\.h\.gch/s),
      }),
    ]);
  }, 120_000);
});
