import {
  chmodSync,
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fstatSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { type JudgeLogger, jsonLinesLogger } from '../logger';
import { defaultCacheDir, openCacheDir, trustedDir } from './cache-dir';
import type { CgroupDriver, RunCgroup } from './cgroup-driver';
import { detectSandbox } from './detect';
import { createResidentPool, type SessionBoxes } from './resident-pool';
import { BoxGivenUpBeforeRun, runSandboxed, type SandboxRun } from './run-sandboxed';
import { sharedUidProcessLimit } from './shared-uid';
import { claimUidBlockIn, createSlotPool } from './slots';
import { scaledOutcome, scaledRequest } from './time-scale';
import type { SandboxInfo, SandboxOutcome, SandboxRequest } from './types';

export type {
  SandboxInfo,
  SandboxLimits,
  SandboxMount,
  SandboxOutcome,
  SandboxRequest,
} from './types';

/** Two runs side by side, and which of them ended first (0 or 1). */
export type PairOutcome = { outcomes: [SandboxOutcome, SandboxOutcome]; firstEnded: 0 | 1 };

/** Runs of one judge job: its test runs share a resident sandbox per slot where the host allows. */
export type SandboxSession = {
  run(request: SandboxRequest): Promise<SandboxOutcome>;
  /** Two runs at once, each in a sandbox, cgroup and slot of its own (Sandbox.runPair). */
  runPair(first: SandboxRequest, second: SandboxRequest): Promise<PairOutcome>;
  /** Ends the session's resident sandboxes (in the background; `Sandbox.close` waits for them). */
  close(): void;
};

/** What the sandbox keeps of an open session: its boxes by slot, and how many runs lack a slot. */
type SessionState = { boxes: SessionBoxes; unstarted: number };

export type Sandbox = {
  info: SandboxInfo;
  /** The checked real path of the cache dir (helpers, precompiled header, artefacts). */
  cacheDir: string;
  /** Concurrent runs allowed; more wait for a free slot (and its uid). */
  slots: number;
  run(request: SandboxRequest): Promise<SandboxOutcome>;
  /**
   * Two runs at once (an interactive test: the program and the interactor, each request's
   * stdin a stream the other's `stdoutCopy` feeds). Each has a sandbox, cgroup and limits of
   * its own, so its time and memory are its own; the two slots are taken together. A judge
   * with a single slot runs both as that slot's uid, apart in their own pid namespaces.
   */
  runPair(first: SandboxRequest, second: SandboxRequest): Promise<PairOutcome>;
  /**
   * The runs of one job (`runs` of them), which may share resident sandboxes. A background
   * job's runs take a free slot only when no other run waits for one.
   */
  openSession(runs: number, options?: { background?: boolean }): SandboxSession;
  /** A fresh host dir a sandboxed compiler may write into (mounted at its work dir). */
  createWorkDir(prefix: string): string;
  /**
   * Makes a work dir's files ours and read-only for everyone else once its artefacts are final
   * (call after a run with `untilGone`, so no process of the slot uid is left to race it).
   */
  sealWorkDir(dir: string): void;
  /** Waits until every run is gone, then removes the spare cgroups; call when shutting down. */
  close(): Promise<void>;
};

export type SandboxModeRequest = 'auto' | 'reduced' | 'none';

export class SandboxUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxUnavailableError';
  }
}

export function createSandbox(options: {
  /** Default: $TMPDIR/grindstone-judge-<uid>; refused unless only we can write it. */
  cacheDir?: string;
  slots: number;
  /** Default: a block of uids claimed with a lock in the cache dir. */
  uidBase?: number;
  /** 'auto' (default: the best the host offers), 'reduced' or 'none'. */
  mode?: SandboxModeRequest;
  bwrapCandidates?: string[];
  /** Default: JSON lines on stderr. */
  logger?: JudgeLogger;
  /** Default 1 (time-scale.ts: only for emulated, very slow hosts). */
  timeScale?: number;
}): Sandbox {
  const timeScale = options.timeScale ?? 1;
  const logger = options.logger ?? jsonLinesLogger('judge');
  // Slot uids only traverse it (to their work dirs and the artefacts mounted at /box).
  const cacheDir = openCacheDir(options.cacheDir ?? defaultCacheDir(), 0o711);
  const setup = detectSandbox(cacheDir, {
    requested: options.mode === 'auto' ? undefined : options.mode,
    bwrapCandidates: options.bwrapCandidates,
  });
  if (timeScale !== 1) {
    setup.info.summary += ` Time limits scaled ×${timeScale} for a slow, emulated host.`;
  }
  const pool = createSlotPool(
    options.slots,
    options.uidBase ?? claimUidBlockIn(cacheDir, options.slots),
  );
  // Slot uids must reach their (0777) work dirs inside; nobody may list them to find one.
  const scratchDir = trustedDir(join(cacheDir, 'work'), 0o711);
  const spares = setup.cgroups ? spareCgroups(setup.cgroups, options.slots, logger) : null;
  const root = process.getuid?.() === 0;
  /** Runs whose processes may still be ending (the outcome came first): close() waits for them. */
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work
      .catch((error) => logger.error({ err: error }, 'sandbox teardown failed'))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  // Test runs share a resident sandbox per slot and job where the host allows (resident.ts).
  const residents = createResidentPool({
    setup,
    logger,
    stageRoot: trustedDir(join(cacheDir, 'stage'), 0o711),
    uidOf: (slot) => (setup.info.uidDrop ? pool.uidOf(slot) : null),
    track,
  });

  async function runOnSlot(
    request: SandboxRequest,
    session: SessionState | null,
    background = false,
  ): Promise<SandboxOutcome> {
    if (setup.info.mode === 'unavailable') throw new SandboxUnavailableError(setup.info.summary);
    const slot = await pool.acquire(background);
    const boxes = session?.boxes ?? null;
    if (session) session.unstarted--;
    let settled: Promise<void> = Promise.resolve();
    try {
      const { uid, cgroup, nproc, scaled } = onSlot(request, slot);
      const box = boxes && cgroup ? await residents.boxFor(boxes, slot, scaled) : null;
      const run = box
        ? await box.run(cgroup as RunCgroup, scaled, nproc).catch((error: unknown) => {
            // Nothing of the program ran, and the box (with the run's cgroup) is gone: the run
            // starts again in a sandbox of its own, on the same slot.
            if (!(error instanceof BoxGivenUpBeforeRun)) throw error;
            logger.warn({ err: error }, 'resident sandbox given up: the run starts on its own');
            return runHeld(request, slot);
          })
        : await runSandboxed({ setup, uid, nproc, scratchDir, cgroup, logger }, scaled);
      settled = run.settled;
      if (request.untilGone) await settled;
      return scaledOutcome(run.outcome, timeScale);
    } finally {
      // Once every run of the session has its slot, this slot's box serves no other: the box
      // that waits for the next job starts now, while the session's other slots still work,
      // rather than when the whole job ends (the next job may already be on its way then).
      if (session?.unstarted === 0) residents.release(session.boxes, slot);
      // The slot (and its uid) is free again only once the run is completely gone.
      track(
        settled.finally(() => {
          pool.release(slot);
          spares?.refill();
        }),
      );
    }
  }

  /** What a run on a held slot runs with: the slot's uid, a fresh cgroup, its process limit. */
  function onSlot(request: SandboxRequest, slot: number) {
    const uid = setup.info.uidDrop ? pool.uidOf(slot) : null;
    const cgroup = spares?.take() ?? null;
    const nproc = processRlimit(request.limits.pids, {
      uid,
      withCgroup: cgroup !== null,
      root,
      slots: options.slots,
    });
    return { uid, cgroup, nproc, scaled: scaledRequest(request, timeScale) };
  }

  /** A run on a slot already held; resolves when its outcome is known, teardown in `settled`. */
  async function runHeld(request: SandboxRequest, slot: number) {
    const { uid, cgroup, nproc, scaled } = onSlot(request, slot);
    return runSandboxed({ setup, uid, nproc, scratchDir, cgroup, logger }, scaled);
  }

  async function runPair(
    first: SandboxRequest,
    second: SandboxRequest,
    background = false,
  ): Promise<PairOutcome> {
    if (setup.info.mode === 'unavailable') throw new SandboxUnavailableError(setup.info.summary);
    const slots = await pool.acquireMany(Math.min(2, options.slots), background);
    const ends: (0 | 1)[] = [];
    const runs = [first, second].map((request, index) =>
      runHeld(request, slots[index] ?? (slots[0] as number)).then((run) => {
        ends.push(index as 0 | 1);
        return run;
      }),
    );
    // Both runs must be over (or never started) before the slots are given back, even when
    // one of them failed: the other still holds its uid until its wall clock stops it.
    const done = await Promise.allSettled(runs);
    track(
      Promise.allSettled(
        done.map((result) => (result.status === 'fulfilled' ? result.value.settled : undefined)),
      ).then(() => {
        for (const slot of slots) pool.release(slot);
        spares?.refill();
      }),
    );
    const failed = done.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = done.map((result) =>
      scaledOutcome((result as PromiseFulfilledResult<SandboxRun>).value.outcome, timeScale),
    ) as [SandboxOutcome, SandboxOutcome];
    return { outcomes: [a, b], firstEnded: ends[0] ?? 0 };
  }

  return {
    info: setup.info,
    cacheDir,
    slots: options.slots,
    run: (request) => runOnSlot(request, null),
    runPair: (first, second) => runPair(first, second),
    openSession(runs, options = {}) {
      // A single run gains nothing from a box (it would start one just the same).
      const session: SessionState | null = runs > 1 ? { boxes: new Map(), unstarted: runs } : null;
      return {
        run: (request) => runOnSlot(request, session, options.background),
        runPair: (first, second) => runPair(first, second, options.background),
        close: () => {
          if (session) residents.release(session.boxes);
        },
      };
    },
    /** Once every run is gone (its processes ended, its cgroup emptied), the spare groups go. */
    async close() {
      await residents.close();
      await Promise.all(inFlight);
      await spares?.close();
    },
    createWorkDir(prefix) {
      const dir = mkdtempSync(join(scratchDir, `${prefix}-`));
      // Slot uids differ from ours; the dir is private to this judge's cache anyway.
      chmodSync(dir, 0o777);
      return dir;
    },
    sealWorkDir(dir) {
      const owner = { uid: process.geteuid?.() ?? 0, gid: process.getegid?.() ?? 0 };
      seal(dir, owner);
      for (const entry of readdirSync(dir, { recursive: true }) as string[])
        seal(join(dir, entry), owner);
    },
  };
}

/**
 * RLIMIT_NPROC of a run, or null for none (root without a uid drop: it would be ignored). On a
 * slot's own uid it counts the very tasks of the run's pids cgroup, and fork() checks it first:
 * at the same number it would refuse every fork itself, unseen by pids.events, and the verdict
 * could not say the run reached its limit (decision 108). With a cgroup it is a backstop above
 * pids.max; without one it is the limit.
 */
function processRlimit(
  pids: number,
  run: { uid: number | null; withCgroup: boolean; root: boolean; slots: number },
): number | null {
  if (run.uid !== null) return run.withCgroup ? 2 * pids : pids;
  return run.root ? null : sharedUidProcessLimit(run.slots, pids);
}

/**
 * The compiler ran as the slot's uid, so it owns what it wrote: chown it to us, or a later run
 * with that uid could rewrite a cached binary that other submissions of the same code reuse.
 * Root does this, so it never follows a link a sandboxed process may have planted (O_NOFOLLOW,
 * and only files and dirs are kept) and never leaves setuid bits or world-writable files.
 */
function seal(path: string, owner: { uid: number; gid: number }) {
  const stat = lstatSync(path);
  if (!stat.isFile() && !stat.isDirectory()) {
    rmSync(path, { force: true });
    return;
  }
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const opened = fstatSync(fd);
    if (opened.ino !== stat.ino || opened.dev !== stat.dev)
      throw new Error(`${path} changed while sealing`);
    fchownSync(fd, owner.uid, owner.gid);
    fchmodSync(fd, 0o755);
  } finally {
    closeSync(fd);
  }
}

/** Fresh run cgroups made ahead of time (one per slot), so creating them costs no run latency. */
function spareCgroups(driver: CgroupDriver, count: number, logger: JudgeLogger) {
  const ready: RunCgroup[] = [];
  let filling = false;
  let closed = false;
  return {
    take: () => ready.pop() ?? driver.prepare(),
    async refill() {
      if (filling || closed) return;
      filling = true;
      try {
        while (ready.length < count && !closed) {
          const cgroup = await driver.prepareAsync();
          // close() may have run while it was being made: it would be left behind.
          if (closed) await cgroup.remove();
          else ready.push(cgroup);
        }
      } catch (error) {
        logger.error({ err: error }, 'could not prepare a cgroup');
      } finally {
        filling = false;
      }
    },
    async close() {
      closed = true;
      await Promise.all(ready.splice(0).map((cgroup) => cgroup.remove()));
    },
  };
}
