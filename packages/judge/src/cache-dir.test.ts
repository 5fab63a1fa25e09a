import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from './create-judge';
import { defaultCacheDir } from './sandbox/cache-dir';
import { job, sandboxSkipReason, skipReason } from './test-support';

// The judge runs helpers from its cache dir as root and trusts the artefacts in it: a dir that
// someone else owns or can write is refused at start-up, with the path and the reason.

const root =
  skipReason(
    'cache-dir ownership tests',
    process.getuid?.() === 0 ? null : 'not root: chown needs it',
  ) === null;
const otherUid = 54_321;
const made: string[] = [];
function freshDir() {
  const dir = mkdtempSync(join(tmpdir(), 'grindstone-cache-check-'));
  made.push(dir);
  return dir;
}
const start = (cacheDir: string) => () => createJudge({ slots: 1, cacheDir, uidBase: 74_500 });

describe('the judge cache dir', () => {
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it('defaults to a per-uid dir under the temp dir', () => {
    expect(defaultCacheDir()).toBe(join(tmpdir(), `grindstone-judge-${process.geteuid?.()}`));
  });

  it('is refused when group or others can write it', () => {
    const dir = freshDir();
    chmodSync(dir, 0o777);
    expect(start(dir)).toThrow(
      `Refusing the judge cache dir ${dir}: it is writable by group or others (mode 0777)`,
    );
  });

  it.skipIf(sandboxSkipReason('a cache dir made 0700 by hand') !== null)(
    'made 0700 by hand, it is opened for the slots to pass through, and programs run',
    async () => {
      const dir = freshDir();
      chmodSync(dir, 0o700);
      const judge = start(dir)();
      try {
        expect(statSync(dir).mode & 0o777).toBe(0o711);
        const result = await judge.judge(
          job('javascript', 'console.log(42)', [{ expected: '42' }]),
        );
        expect(result.status.description).toBe('Accepted');
      } finally {
        await judge.close();
      }
    },
  );

  it('is refused under a parent that others can write without the sticky bit', () => {
    const parent = freshDir();
    chmodSync(parent, 0o777);
    expect(start(join(parent, 'cache'))).toThrow(`its parent ${parent} is writable by others`);
  });

  it.skipIf(!root)('is refused when another uid created it first', () => {
    const dir = freshDir();
    chownSync(dir, otherUid, otherUid);
    expect(start(dir)).toThrow(`${dir}: it is owned by uid ${otherUid}, not by this judge (uid 0)`);
  });

  it.skipIf(!root)('is refused when a dir inside it that the judge trusts is not ours', () => {
    const dir = freshDir();
    mkdirSync(join(dir, 'native'));
    chownSync(join(dir, 'native'), otherUid, otherUid);
    expect(start(dir)).toThrow(`${join(dir, 'native')}: it is owned by uid ${otherUid}`);
  });
});
