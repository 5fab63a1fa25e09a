import { readFileSync } from 'node:fs';
import { cgroupV1 } from './cgroups';
import { cgroupV2 } from './cgroups-v2';

// One interface to the kernel's control groups, with a v1 and a v2 implementation. Which one is
// used is decided once, from how the host mounted /sys/fs/cgroup.

/** One run's group: limits, measurements and "kill everything of this run". */
export type RunCgroup = {
  /** The `cgroup.procs` files the launcher writes its pid into before it execs bwrap. */
  procsFiles: string[];
  setLimits(limits: { memoryKb: number; pids: number }): void;
  cpuMs(): Promise<number>;
  peakMemoryKb(): number;
  oomKilled(): boolean;
  /** The kernel refused the run a process or thread at its `pids.max` (`pids.events` `max`). */
  pidsLimitReached(): boolean;
  /**
   * Kills every process in the group and resolves once it is empty (a fork bomb keeps forking
   * until the group is frozen or killed as a whole).
   */
  killAll(): Promise<void>;
  /** rmdir of a memory cgroup can take tens of ms: async, off the event loop. */
  remove(): Promise<void>;
};

export type CgroupDriver = {
  version: 'v1' | 'v2';
  /** What the runs are limited and measured with, for the sandbox summary. */
  controllers: string;
  /**
   * Whether this process may create and configure run groups (root, controllers writable);
   * `warning` names a weaker part that still works (said once in the start-up problems).
   */
  probe(): { ok: true; warning?: string } | { ok: false; reason: string };
  /** Creates a run's group (mkdir, ≈1 ms) ahead of time; limits are set when the run starts. */
  prepare(): RunCgroup;
  /** The same without blocking the event loop, for the spare groups made between runs. */
  prepareAsync(): Promise<RunCgroup>;
  /** A run group that already exists (e.g. one left by a judge process that died). */
  existing(name: string): RunCgroup;
  /** The dirs that hold the run groups (one per controller on v1, one on v2). */
  parentDirs(): string[];
};

/**
 * v1: per-controller hierarchies (`/sys/fs/cgroup/memory`, …). v2: one unified hierarchy
 * mounted at /sys/fs/cgroup. hybrid: v1 controllers plus an empty unified hierarchy at
 * `/sys/fs/cgroup/unified` (systemd's default for years) — the controllers are on the v1 side.
 */
export type CgroupHost = 'v1' | 'v2' | 'hybrid' | 'none';

export function detectCgroupHost(mounts = readFileSync('/proc/self/mounts', 'utf8')): CgroupHost {
  const types = new Map<string, string[]>();
  for (const line of mounts.split('\n')) {
    const [, mountPoint, type, options] = line.split(' ');
    if (!mountPoint || !type) continue;
    types.set(mountPoint, [type, options ?? '']);
  }
  if (types.get('/sys/fs/cgroup')?.[0] === 'cgroup2') return 'v2';
  const v1Memory = [...types.values()].some(
    ([type, options]) => type === 'cgroup' && options?.split(',').includes('memory'),
  );
  if (!v1Memory) return 'none';
  return types.get('/sys/fs/cgroup/unified')?.[0] === 'cgroup2' ? 'hybrid' : 'v1';
}

/** The implementation for a host layout (hybrid hosts keep their controllers on v1). */
export function cgroupDriverFor(host: CgroupHost): CgroupDriver | null {
  if (host === 'v2') return cgroupV2;
  if (host === 'v1' || host === 'hybrid') return cgroupV1;
  return null;
}

let chosen: { host: CgroupHost; driver: CgroupDriver | null } | undefined;

/** This host's layout and driver, detected once per process. */
export function hostCgroups() {
  if (!chosen) {
    const host = detectCgroupHost();
    chosen = { host, driver: cgroupDriverFor(host) };
  }
  return chosen;
}
