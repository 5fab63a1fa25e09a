import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { trustedDir } from './cache-dir';

/**
 * Concurrency slots of one judge process. Each slot owns a host uid that only its runs use, so
 * RLIMIT_NPROC means something and two concurrent programs can never signal or ptrace each
 * other. Without JUDGE_UID_BASE, a process claims a block of uids with a lock on the host, so two
 * judge processes (a server and `problems verify`, or several workers) never share one: shared
 * uids share RLIMIT_NPROC, and one program's processes would make another's compiler fail.
 */
export type SlotPool = {
  size: number;
  acquire(): Promise<number>;
  release(slot: number): void;
  uidOf(slot: number): number;
};

export function createSlotPool(size: number, uidBase: number): SlotPool {
  const free = Array.from({ length: size }, (_, index) => index);
  const waiting: ((slot: number) => void)[] = [];
  return {
    size,
    acquire() {
      const slot = free.pop();
      if (slot !== undefined) return Promise.resolve(slot);
      return new Promise((resolve) => waiting.push(resolve));
    },
    release(slot) {
      const next = waiting.shift();
      if (next) next(slot);
      else free.push(slot);
    },
    uidOf: (slot) => uidBase + slot,
  };
}

/** Claimed blocks start here, clear of the fixed bases tests pass explicitly (below 100000). */
const CLAIMED_UIDS_START = 100_000;
const BLOCK_SIZE = 64;
const BLOCKS = 1000;

/** JUDGE_UID_BASE, or a block claimed with a lock in the (checked, private) cache dir. */
export function defaultUidBase(cacheDir: string): number {
  const configured = Number(process.env.JUDGE_UID_BASE);
  if (Number.isInteger(configured) && configured >= 1000) return configured;
  return claimUidBlock(trustedDir(join(cacheDir, 'uid-blocks'), 0o700));
}

/**
 * A block directory holds its owner's pid; a block whose owner is gone is taken over. mkdir is
 * atomic, so two processes starting together cannot claim the same block.
 */
export function claimUidBlock(lockDir: string, pid = process.pid): number {
  mkdirSync(lockDir, { recursive: true });
  for (let step = 0; step < BLOCKS; step++) {
    const block = (pid + step) % BLOCKS;
    const dir = join(lockDir, String(block));
    try {
      mkdirSync(dir);
    } catch {
      if (ownerAlive(dir)) continue;
      rmSync(dir, { recursive: true, force: true });
      try {
        mkdirSync(dir);
      } catch {
        continue; // Another process took over the stale block first.
      }
    }
    writeFileSync(join(dir, 'pid'), String(pid));
    return CLAIMED_UIDS_START + block * BLOCK_SIZE;
  }
  throw new Error(`No free judge uid block in ${lockDir}; set JUDGE_UID_BASE`);
}

function ownerAlive(dir: string): boolean {
  let owner: number;
  try {
    owner = Number(readFileSync(join(dir, 'pid'), 'utf8'));
  } catch {
    return true; // Just created by a process that has not written its pid yet.
  }
  if (!Number.isInteger(owner) || owner <= 0) return false;
  try {
    process.kill(owner, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
