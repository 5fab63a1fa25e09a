import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../create-judge';
import { cacheDir, job, processesWithUids, sandboxSkipReason } from '../test-support';
import {
  BLOCK_SIZE,
  CLAIMED_UIDS_START,
  claimUidBlock,
  createSlotPool,
  ownerOf,
  tryClaim,
} from './slots';

const deadPid = 2 ** 22 + 12_345; // above any pid_max, so no process has it
const uidLimit = 2 ** 31 - 1;

describe('the slot pool', () => {
  it('gives a freed slot to a waiting run before a waiting background run', async () => {
    const pool = createSlotPool(1, 50_000);
    const held = await pool.acquire();
    const order: string[] = [];
    const background = pool.acquire(true).then((slot) => order.push(`background ${slot}`));
    const foreground = pool.acquire().then((slot) => order.push(`foreground ${slot}`));
    pool.release(held);
    await foreground;
    expect(order).toEqual(['foreground 0']);
    pool.release(0);
    await background;
    expect(order).toEqual(['foreground 0', 'background 0']);
  });

  it('gives two slots together: two pairs on a two-slot judge never hold one each', async () => {
    const pool = createSlotPool(2, 50_000);
    const single = await pool.acquire();
    const order: string[] = [];
    const first = pool.acquireMany(2).then((slots) => order.push(`pair ${slots.join('+')}`));
    const second = pool.acquireMany(2).then((slots) => order.push(`pair ${slots.join('+')}`));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]); // one slot was free all along, and neither pair took it
    pool.release(single);
    await first;
    expect(order).toEqual(['pair 1+0']);
    pool.release(1);
    pool.release(0);
    await second;
    expect(order).toEqual(['pair 1+0', 'pair 1+0']);
  });

  it('serves waiters in order: a single run does not overtake the pair waiting before it', async () => {
    const pool = createSlotPool(2, 50_000);
    const [a, b] = await pool.acquireMany(2);
    const order: string[] = [];
    const pair = pool.acquireMany(2).then(() => order.push('pair'));
    pool.acquire().then(() => order.push('single'));
    pool.release(a as number);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    pool.release(b as number);
    await pair;
    expect(order).toEqual(['pair']);
    await expect(pool.acquireMany(3)).rejects.toThrow('3 slots asked of a judge with 2');
  });
});

describe('claiming a block of sandbox uids', () => {
  // A lock dir per test: the blocks a test claims for this process (from its pid on) must not
  // be the ones another test plants a dead owner in, whatever this process's pid is.
  const lockDirs: string[] = [];
  const freshLockDir = () => {
    lockDirs.push(mkdtempSync(join(tmpdir(), 'grindstone-uid-blocks-')));
    return lockDirs.at(-1) as string;
  };
  afterAll(() => {
    for (const dir of lockDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('gives two live processes with the most slots (256) blocks that do not overlap', () => {
    const lockDir = freshLockDir();
    const first = claimUidBlock(lockDir, 256, process.pid);
    const second = claimUidBlock(lockDir, 256, process.pid);
    expect(Math.abs(second - first)).toBeGreaterThanOrEqual(256);
    expect(BLOCK_SIZE).toBeGreaterThanOrEqual(256);
    expect(() => claimUidBlock(lockDir, 257, process.pid)).toThrow('set JUDGE_UID_BASE');
  });

  it('claims uids clear of the subordinate uids of rootless containers, below 2^31 - 1', () => {
    const lockDir = freshLockDir();
    const base = claimUidBlock(lockDir, 256, process.pid);
    expect(base).toBeGreaterThan(600_100_000 + 65_536); // Debian's SUB_UID_MAX (+ one range)
    expect(CLAIMED_UIDS_START + 1000 * BLOCK_SIZE).toBeLessThan(uidLimit);
  });

  it('takes over a block whose owner has died', () => {
    const lockDir = freshLockDir();
    const block = deadPid % 1000;
    mkdirSync(join(lockDir, String(block), `${deadPid}-0ld`), { recursive: true });
    expect(claimUidBlock(lockDir, 8, deadPid)).toBe(CLAIMED_UIDS_START + block * BLOCK_SIZE);
    expect(ownerOf(lockDir, block)).toMatchObject({ pid: deadPid });
  });

  it('a takeover decided on a stale look never removes the claim made since', () => {
    const lockDir = freshLockDir();
    const block = 999;
    mkdirSync(join(lockDir, String(block), `${deadPid}-0ld`), { recursive: true });
    // Two processes look at the block and both see its owner dead…
    const seenByLate = ownerOf(lockDir, block);
    expect(seenByLate).toEqual({ pid: deadPid, marker: `${deadPid}-0ld` });
    // …one takes it over first…
    expect(tryClaim(lockDir, block, process.pid)).toBe(true);
    const claim = readdirSync(join(lockDir, String(block)));
    // …and the late one, acting on what it saw, must not remove that fresh claim.
    expect(tryClaim(lockDir, block, process.ppid, seenByLate)).toBe(false);
    expect(readdirSync(join(lockDir, String(block)))).toEqual(claim);
    expect(claim[0]).toMatch(new RegExp(`^${process.pid}-`));
  });
});

const skip = sandboxSkipReason('claimed-uid sandbox test');

describe.skipIf(skip !== null)('a judge without JUDGE_UID_BASE', () => {
  it('runs programs as a claimed uid from 2_000_000_000 up, and nothing of them survives', async () => {
    const judge = createJudge({ slots: 1, cacheDir });
    const result = await judge.judge(
      job('cpp', '#include <cstdio>\n#include <unistd.h>\nint main(){printf("%u\\n", getuid());}'),
    );
    await judge.close();
    const uid = Number(result.tests[0]?.stdout);
    expect(uid).toBeGreaterThanOrEqual(CLAIMED_UIDS_START);
    expect(uid).toBeLessThan(uidLimit);
    expect(processesWithUids(uid, 1)).toEqual([]);
  });
});
