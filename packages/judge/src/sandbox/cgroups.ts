import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CgroupDriver, RunCgroup } from './cgroup-driver';
import { pidsLimitReached } from './pids-events';

// cgroup v1 (what these hosts have): one fresh memory + pids + cpuacct group per run, so limits
// and measurements never mix runs, plus a freezer group (where the host mounts that controller),
// so a run is killed while it cannot fork or exit: no pid is signalled after it might have been
// freed and given to another process.

export const cgroupRoot = '/sys/fs/cgroup';
const required = ['memory', 'pids', 'cpuacct'] as const;
type Controller = (typeof required)[number] | 'freezer';

/** Whether the host mounts the v1 freezer controller where the other controllers are. */
export function freezerMounted(
  mounts = readFileSync('/proc/self/mounts', 'utf8'),
  root = cgroupRoot,
): boolean {
  return mounts.split('\n').some((line) => {
    const [, mountPoint, type, options] = line.split(' ');
    return (
      type === 'cgroup' &&
      mountPoint === join(root, 'freezer') &&
      (options ?? '').split(',').includes('freezer')
    );
  });
}

let withFreezer: boolean | undefined;
/** The controllers each run gets a group in: the freezer too when it is mounted. */
function controllers(): Controller[] {
  withFreezer ??= freezerMounted();
  return withFreezer ? [...required, 'freezer'] : [...required];
}

export function ownPath(controller: string): string {
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, names, path] = line.split(':');
    if (names?.split(',').includes(controller)) return path ?? '/';
  }
  return '/';
}

/** The parent dir per controller: below this process's own group, under `grindstone/`. */
export function parentDirs(): Partial<Record<Controller, string>> {
  const dirs: Partial<Record<Controller, string>> = {};
  for (const c of controllers()) dirs[c] = join(cgroupRoot, c, ownPath(c), 'grindstone');
  return dirs;
}

let counter = 0;

export const cgroupV1: CgroupDriver = {
  version: 'v1',
  get controllers() {
    return controllers().includes('freezer')
      ? controllers().join(', ')
      : `${required.join(', ')}; no freezer: teardown by pid lists`;
  },
  probe: probeCgroups,
  prepare: prepareRunCgroup,
  prepareAsync: prepareRunCgroupAsync,
  existing: existingRunCgroup,
  parentDirs: () => Object.values(parentDirs()),
};

function prepareRunCgroup(): RunCgroup {
  const name = `${process.pid}-${++counter}`;
  const parents = parentDirs();
  for (const c of controllers()) mkdirSync(join(parents[c] as string, name), { recursive: true });
  return runCgroup(name, parents);
}

async function prepareRunCgroupAsync(): Promise<RunCgroup> {
  const name = `${process.pid}-${++counter}`;
  const parents = parentDirs();
  await Promise.all(
    controllers().map((c) => mkdir(join(parents[c] as string, name), { recursive: true })),
  );
  return runCgroup(name, parents);
}

function existingRunCgroup(name: string): RunCgroup {
  return runCgroup(name, parentDirs());
}

function runCgroup(name: string, parents: Partial<Record<Controller, string>>): RunCgroup {
  const dir = (c: Controller) => join(parents[c] as string, name);
  const groups = controllers();

  return {
    procsFiles: groups.map((c) => join(dir(c), 'cgroup.procs')),
    setLimits(limits) {
      const memoryBytes = String(limits.memoryKb * 1024);
      writeFileSync(join(dir('memory'), 'memory.limit_in_bytes'), memoryBytes);
      // No swap here, but an operator's host may have it: memsw stops swapping past the limit.
      tryWrite(join(dir('memory'), 'memory.memsw.limit_in_bytes'), memoryBytes);
      writeFileSync(join(dir('pids'), 'pids.max'), String(limits.pids));
    },
    async cpuMs() {
      return Number(await readFile(join(dir('cpuacct'), 'cpuacct.usage'), 'utf8')) / 1e6;
    },
    peakMemoryKb() {
      const bytes = Number(readFileSync(join(dir('memory'), 'memory.max_usage_in_bytes'), 'utf8'));
      return Math.round(bytes / 1024);
    },
    oomKilled() {
      const control = readFileSync(join(dir('memory'), 'memory.oom_control'), 'utf8');
      return /^oom_kill [1-9]/m.test(control);
    },
    pidsLimitReached: () => pidsLimitReached(join(dir('pids'), 'pids.events')),
    async killAll() {
      // A group made before the freezer was mounted (a dead judge's leftover) has no freezer dir.
      if (groups.includes('freezer') && existsSync(dir('freezer'))) {
        return killFrozen(name, dir('freezer'));
      }
      return killByPidList(name, join(dir('pids'), 'cgroup.procs'));
    },
    async remove() {
      await Promise.all(
        groups.map((c) =>
          rmdir(dir(c)).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          }),
        ),
      );
    },
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const readProcs = async (file: string) =>
  (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);

/**
 * Freezes the group, SIGKILLs the processes listed while it is frozen, then thaws it so they
 * die. A frozen process can neither exit nor fork, so every pid read while the group is FROZEN
 * still names that process when it is signalled; a process not frozen yet is never signalled.
 * Repeats until the group is empty (a thawed fork bomb may have a fork in flight).
 */
async function killFrozen(name: string, freezer: string) {
  const state = join(freezer, 'freezer.state');
  for (let attempt = 0; attempt < 500; attempt++) {
    const pids = await readProcs(join(freezer, 'cgroup.procs'));
    if (pids.length === 0) return;
    await writeFile(state, 'FROZEN');
    // FREEZING until every task has stopped (each at its next return to user space or sleep).
    let frozen = false;
    for (let wait = 0; wait < 200 && !frozen; wait++) {
      frozen = (await readFile(state, 'utf8')).trim() === 'FROZEN';
      if (!frozen) await delay(wait < 10 ? 1 : 5);
    }
    if (frozen) {
      for (const pid of await readProcs(join(freezer, 'cgroup.procs'))) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // A zombie of the group (already dead, not yet reaped): nothing to kill.
        }
      }
    }
    await writeFile(state, 'THAWED');
    await delay(attempt < 10 ? 1 : 10);
  }
  throw new Error(`cgroup ${name} still has processes after repeated frozen kills`);
}

/**
 * Without a freezer: SIGKILLs the pids read from the group until it is empty. A pid read here
 * could in theory be freed and reused before the signal lands; only hosts without the freezer
 * controller take this path, and the start-up summary says so.
 */
async function killByPidList(name: string, procs: string) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const pids = await readProcs(procs);
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Already gone: exactly what we want.
      }
    }
    await delay(attempt < 10 ? 1 : 10);
  }
  throw new Error(`cgroup ${name} still has processes after repeated SIGKILL`);
}

/** Said once, at start-up (the sandbox summary and its problems), on hosts without a freezer. */
export const freezerMissing =
  'cgroup v1 freezer not mounted: runs are killed by the pids read from their group (a pid could be reused between the read and the kill)';

function probeCgroups(): { ok: true; warning?: string } | { ok: false; reason: string } {
  try {
    const probe = prepareRunCgroup();
    probe.setLimits({ memoryKb: 65_536, pids: 8 });
    for (const file of probe.procsFiles) rmdirSync(dirname(file));
    lowerRunsCpuWeight(parentDirs().cpuacct as string);
    return controllers().includes('freezer') ? { ok: true } : { ok: true, warning: freezerMissing };
  } catch (error) {
    return { ok: false, reason: `cgroup v1 memory/pids/cpuacct not writable: ${String(error)}` };
  }
}

/** CFS's weight for niceness 10, the judge process's own (decision 104); nice 0 weighs 1024. */
const niceTenWeight = 110;

/**
 * Hosts that mount `cpu` and `cpuacct` together (`cpu,cpuacct`, the v1 default of many
 * distributions) put every run group into the CPU scheduler's hierarchy as well: there the runs
 * would compete with the API as one nice-0 task, whatever the judge's niceness. Their common
 * parent gets the weight of niceness 10 instead. Where `cpuacct` is mounted alone (no
 * `cpu.shares` in it), runs are scheduled by their niceness and nothing is written.
 */
export function lowerRunsCpuWeight(cpuacctParent: string): void {
  const shares = join(cpuacctParent, 'cpu.shares');
  if (existsSync(shares)) writeFileSync(shares, String(niceTenWeight));
}

function tryWrite(file: string, value: string) {
  try {
    writeFileSync(file, value);
  } catch {
    // memsw is absent when the kernel runs without swap accounting; memory alone still holds.
  }
}
