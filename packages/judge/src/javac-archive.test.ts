import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus } from '@grindstone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from './create-judge';
import { realTool } from './languages/find-tool';
import { javacFlags } from './languages/java';
import {
  javacArchiveDir,
  javacArchiveFile,
  prepareArchive,
  usable,
} from './languages/javac-archive';
import { job, sandboxSkipReason, skipReason } from './test-support';

// javac's class-data-sharing archive (languages/javac-archive.ts) makes every Java compile
// faster, but a damaged one would crash every compile: it must be checked, and replaced.

const javac = realTool(['/usr/bin/javac']);
const noJavac = skipReason('javac archive tests', javac ? null : 'javac is not installed');

const caches: string[] = [];
/** A cache dir of its own, as the judge wants it (ours, 0711). */
function freshCache(): string {
  const dir = mkdtempSync(join(tmpdir(), 'grindstone-javac-cds-'));
  caches.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of caches) rmSync(dir, { recursive: true, force: true });
});

/** Replaces the archive with its first 100 KB, the way a crash mid-copy would leave it. */
function damage(archive: string) {
  const partial = `${archive}.partial`;
  writeFileSync(partial, readFileSync(archive).subarray(0, 100_000), { mode: 0o644 });
  renameSync(partial, archive);
}

describe.skipIf(noJavac !== null)("javac's shared class archive", () => {
  it('is made once, and a damaged one is replaced by one a JVM can map', async () => {
    const cache = freshCache();
    const dir = await prepareArchive(cache, javac as string, javacFlags);
    expect(dir).toBe(javacArchiveDir(cache, javac as string, javacFlags));
    const archive = join(dir as string, javacArchiveFile);
    expect(await usable(javac as string, javacFlags, archive)).toBe(true);

    damage(archive);
    expect(await usable(javac as string, javacFlags, archive)).toBe(false);
    expect(await prepareArchive(cache, javac as string, javacFlags)).toBe(dir);
    expect(await usable(javac as string, javacFlags, archive)).toBe(true);
  }, 120_000);
});

const noSandbox = noJavac ?? sandboxSkipReason('javac archive judging test');

describe.skipIf(noSandbox !== null)(
  'a Java submission with a damaged javac archive in the cache',
  () => {
    it('compiles and is judged as usual', async () => {
      // The judge process finds the damaged archive at start-up, as after a crash mid-copy.
      const cache = freshCache();
      const dir = javacArchiveDir(cache, javac as string, javacFlags);
      mkdirSync(dir, { mode: 0o755 });
      const made = await prepareArchive(freshCache(), javac as string, javacFlags);
      copyFileSync(join(made as string, javacArchiveFile), join(dir, javacArchiveFile));
      damage(join(dir, javacArchiveFile));

      const judge = createJudge({ slots: 1, cacheDir: cache, uidBase: 74_800 });
      const code = `import java.util.*;
public class Main { public static void main(String[] a) {
  Scanner in = new Scanner(System.in); System.out.println(in.nextInt() * 3); } }`;
      const result = await judge.judge(job('java', code, [{ input: '14', expected: '42' }]));
      await judge.close();
      expect(result.compile).toEqual({ ok: true, output: '' });
      expect(result.status_id).toBe(JudgeStatus.accepted);
      expect(existsSync(join(dir, javacArchiveFile))).toBe(true);
      expect(await usable(javac as string, javacFlags, join(dir, javacArchiveFile))).toBe(true);
    }, 180_000);
  },
);
