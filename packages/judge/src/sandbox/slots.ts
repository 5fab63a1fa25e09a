import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { trustedDir } from './cache-dir';
import { processAlive } from './process-alive';

/**
 * Concurrency slots of one judge process. Each slot owns a host uid that only its runs use, so
 * RLIMIT_NPROC means something and two concurrent programs can never signal or ptrace each
 * other. Without JUDGE_UID_BASE, a process claims a block of uids with a lock on the host, so two
 * judge processes (a server and `problems verify`, or several workers) never share one: shared
 * uids share RLIMIT_NPROC, and one program's processes would make another's compiler fail.
 */
export type SlotPool = {
  size: number;
  /** A background run waits until no other run does (the counterexample finder's). */
  acquire(background?: boolean): Promise<number>;
  /**
   * `count` slots at once (an interactive test runs the program and the interactor side by
   * side). They are taken together when that many are free, never one by one: two pairs each
   * holding one slot of a two-slot judge would wait for each other for ever. Waiters are served
   * in order, so a pair is not starved by single runs that keep taking the slot it waits for.
   */
  acquireMany(count: number, background?: boolean): Promise<number[]>;
  release(slot: number): void;
  uidOf(slot: number): number;
};

type Waiter = { count: number; resolve: (slots: number[]) => void };

/** uid_t is signed in places (and -1 means "unchanged" to setresuid): stay below 2^31 - 1. */
const UID_LIMIT = 2 ** 31 - 1;

export function createSlotPool(size: number, uidBase: number): SlotPool {
  if (!Number.isInteger(uidBase) || uidBase < 1000 || uidBase + size > UID_LIMIT) {
    throw new Error(`Judge uids ${uidBase}…${uidBase + size - 1} are not in 1000…${UID_LIMIT - 1}`);
  }
  const free = Array.from({ length: size }, (_, index) => index);
  const waiting: Waiter[] = [];
  const waitingInBackground: Waiter[] = [];
  /** Serves the first waiter (foreground before background) while enough slots are free. */
  const serve = () => {
    for (;;) {
      const queue = waiting.length > 0 ? waiting : waitingInBackground;
      const next = queue[0];
      if (!next || next.count > free.length) return;
      queue.shift();
      // The slots free the longest first: their waiting resident sandboxes have had the most
      // time to start (resident-pool.ts).
      next.resolve(free.splice(0, next.count));
    }
  };
  const acquireMany = (count: number, background = false) => {
    if (!Number.isInteger(count) || count < 1 || count > size) {
      return Promise.reject(new Error(`${count} slots asked of a judge with ${size}`));
    }
    return new Promise<number[]>((resolve) => {
      (background ? waitingInBackground : waiting).push({ count, resolve });
      serve();
    });
  };
  return {
    size,
    acquireMany,
    acquire: (background = false) => acquireMany(1, background).then((slots) => slots[0] as number),
    release(slot) {
      free.push(slot);
      serve();
    },
    uidOf: (slot) => uidBase + slot,
  };
}

/**
 * Claimed blocks start far above every range Debian hands out: users and system users, and the
 * subordinate uids of rootless containers (/etc/login.defs SUB_UID_MIN 100000 to SUB_UID_MAX
 * 600100000). A judged program sharing a uid with a container's user could signal it or read its
 * files. Fixed bases passed by tests stay below 100000.
 */
export const CLAIMED_UIDS_START = 2_000_000_000;
/** A block covers the most slots a judge process may have (JUDGE_SLOTS ≤ 256): none overlap. */
export const BLOCK_SIZE = 256;
const BLOCKS = 1000; // the last claimed uid, 2_000_255_999, stays far below 2^31 - 1
/** The geometry is in the name: processes with other block sizes must not share the locks. */
const LOCK_DIR = `uid-blocks-${CLAIMED_UIDS_START}-${BLOCK_SIZE}`;

/** A block of uids claimed with a lock in the (checked, private) cache dir. */
export function claimUidBlockIn(cacheDir: string, slots: number): number {
  return claimUidBlock(trustedDir(join(cacheDir, LOCK_DIR), 0o700), slots);
}

/**
 * Block N is the directory `N` holding one marker dir named after its owner, `<pid>-<random>`.
 * Every step is a single atomic rename or rmdir, so however processes interleave, a claim that
 * was not seen dead is never removed:
 * - a claim renames a prepared dir (marker inside) to `N`, which fails unless `N` is absent or
 *   an empty dir;
 * - a dead owner's block is taken over by removing exactly its marker (rmdir of a name only that
 *   claim had), then claiming the emptied `N` as above. If another process took the block over
 *   since we looked, the marker is gone or `N` holds a new one, and we move on.
 */
export function claimUidBlock(lockDir: string, slots: number, pid = process.pid): number {
  if (slots > BLOCK_SIZE) {
    throw new Error(
      `${slots} slots need more uids than a block holds (${BLOCK_SIZE}): set JUDGE_UID_BASE`,
    );
  }
  for (let step = 0; step < BLOCKS; step++) {
    const block = (pid + step) % BLOCKS;
    if (tryClaim(lockDir, block, pid)) return CLAIMED_UIDS_START + block * BLOCK_SIZE;
  }
  throw new Error(`No free judge uid block in ${lockDir}; set JUDGE_UID_BASE`);
}

export type BlockOwner = { pid: number; marker: string } | 'free' | 'unknown';

export function ownerOf(lockDir: string, block: number): BlockOwner {
  let entries: string[];
  try {
    entries = readdirSync(join(lockDir, String(block)));
  } catch {
    return 'free';
  }
  if (entries.length === 0) return 'free'; // a takeover that stopped half-way
  const marker = entries[0] as string;
  const pid = Number(marker.split('-')[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid, marker } : 'unknown';
}

/** One attempt at block `block`, acting on `seen` (what the caller saw there, maybe stale). */
export function tryClaim(
  lockDir: string,
  block: number,
  pid: number,
  seen: BlockOwner = ownerOf(lockDir, block),
): boolean {
  const dir = join(lockDir, String(block));
  if (seen === 'unknown') return false;
  if (seen !== 'free') {
    if (processAlive(seen.pid)) return false;
    try {
      rmdirSync(join(dir, seen.marker));
    } catch {
      return false; // someone else is taking it over
    }
  }
  const prepared = mkdtempSync(join(lockDir, `.claim-${pid}-`));
  mkdirSync(join(prepared, `${pid}-${randomBytes(6).toString('hex')}`));
  try {
    renameSync(prepared, dir);
    return true;
  } catch {
    rmSync(prepared, { recursive: true, force: true });
    return false;
  }
}
