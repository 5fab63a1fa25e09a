import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { prepareRunCgroup, prepareRunCgroupAsync, type RunCgroup } from './cgroups';
import { detectSandbox } from './detect';
import { runSandboxed } from './run-sandboxed';
import { createSlotPool } from './slots';
import type { SandboxInfo, SandboxOutcome, SandboxRequest } from './types';

export type {
  SandboxInfo,
  SandboxLimits,
  SandboxMount,
  SandboxOutcome,
  SandboxRequest,
} from './types';

export type Sandbox = {
  info: SandboxInfo;
  /** Concurrent runs allowed; more wait for a free slot (and its uid). */
  slots: number;
  run(request: SandboxRequest): Promise<SandboxOutcome>;
  /** A fresh host dir a sandboxed compiler may write into (mounted at its work dir). */
  createWorkDir(prefix: string): string;
  /** Makes a work dir read-only for sandboxed programs once its artefacts are final. */
  sealWorkDir(dir: string): void;
  /** Removes the spare cgroups; call when shutting down. */
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
  cacheDir: string;
  slots: number;
  uidBase?: number;
  /** 'auto' (default: JUDGE_SANDBOX or the best the host offers), 'reduced' or 'none'. */
  mode?: SandboxModeRequest;
  bwrapCandidates?: string[];
}): Sandbox {
  mkdirSync(options.cacheDir, { recursive: true, mode: 0o755 });
  const setup = detectSandbox(options.cacheDir, {
    requested: options.mode === 'auto' ? undefined : options.mode,
    bwrapCandidates: options.bwrapCandidates,
  });
  const pool = createSlotPool(options.slots, options.uidBase);
  const scratchDir = join(options.cacheDir, 'work');
  const spares = spareCgroups(options.slots);
  mkdirSync(scratchDir, { recursive: true });
  // Slot uids must reach their (0777) work dirs inside; nobody may list them to find one.
  chmodSync(scratchDir, 0o711);

  return {
    info: setup.info,
    slots: options.slots,
    async run(request) {
      if (setup.info.mode === 'unavailable') throw new SandboxUnavailableError(setup.info.summary);
      const slot = await pool.acquire();
      let settled: Promise<void> = Promise.resolve();
      try {
        const uid = setup.info.uidDrop ? pool.uidOf(slot) : null;
        const cgroup = setup.info.cgroups ? spares.take() : null;
        const run = await runSandboxed({ setup, uid, scratchDir, cgroup }, request);
        settled = run.settled;
        return run.outcome;
      } finally {
        // The slot (and its uid) is free again only once the run is completely gone.
        settled
          .catch((error) => console.error('[judge] sandbox teardown failed:', error))
          .finally(() => {
            pool.release(slot);
            if (setup.info.cgroups) spares.refill();
          });
      }
    },
    close: () => spares.close(),
    createWorkDir(prefix) {
      const dir = mkdtempSync(join(scratchDir, `${prefix}-`));
      // Slot uids differ from ours; the dir is private to this judge's cache anyway.
      chmodSync(dir, 0o777);
      return dir;
    },
    sealWorkDir(dir) {
      chmodSync(dir, 0o755);
      for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
        const path = join(dir, entry);
        const stat = lstatSync(path);
        // Root chmods these: never follow a link a sandboxed process may have planted.
        if (!stat.isFile() && !stat.isDirectory()) rmSync(path, { force: true });
        else chmodSync(path, 0o755); // no setuid bits, nothing world-writable
      }
    },
  };
}

/** Fresh run cgroups made ahead of time (one per slot), so creating them costs no run latency. */
function spareCgroups(count: number) {
  const ready: RunCgroup[] = [];
  let filling = false;
  let closed = false;
  return {
    take: () => ready.pop() ?? prepareRunCgroup(),
    async refill() {
      if (filling || closed) return;
      filling = true;
      try {
        while (ready.length < count && !closed) ready.push(await prepareRunCgroupAsync());
      } catch (error) {
        console.error('[judge] could not prepare a cgroup:', error);
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
