import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CgroupDriver, RunCgroup } from './cgroup-driver';

// cgroup v1 (what these hosts have): one fresh memory + pids + cpuacct group per run, so limits
// and measurements never mix runs, and "kill everything of this run" is a list we can read.

export const cgroupRoot = '/sys/fs/cgroup';
export const controllers = ['memory', 'pids', 'cpuacct'] as const;
type Controller = (typeof controllers)[number];

export function ownPath(controller: string): string {
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, names, path] = line.split(':');
    if (names?.split(',').includes(controller)) return path ?? '/';
  }
  return '/';
}

/** The parent dir per controller: below this process's own group, under `grindstone/`. */
export function parentDirs(): Record<Controller, string> {
  const dirs = {} as Record<Controller, string>;
  for (const c of controllers) dirs[c] = join(cgroupRoot, c, ownPath(c), 'grindstone');
  return dirs;
}

let counter = 0;

export const cgroupV1: CgroupDriver = {
  version: 'v1',
  controllers: 'memory, pids, cpuacct',
  probe: probeCgroups,
  prepare: prepareRunCgroup,
  prepareAsync: prepareRunCgroupAsync,
  existing: existingRunCgroup,
  parentDirs: () => Object.values(parentDirs()),
};

function prepareRunCgroup(): RunCgroup {
  const name = `${process.pid}-${++counter}`;
  const parents = parentDirs();
  for (const c of controllers) mkdirSync(join(parents[c], name), { recursive: true });
  return runCgroup(name, parents);
}

async function prepareRunCgroupAsync(): Promise<RunCgroup> {
  const name = `${process.pid}-${++counter}`;
  const parents = parentDirs();
  await Promise.all(controllers.map((c) => mkdir(join(parents[c], name), { recursive: true })));
  return runCgroup(name, parents);
}

function existingRunCgroup(name: string): RunCgroup {
  return runCgroup(name, parentDirs());
}

function runCgroup(name: string, parents: Record<Controller, string>): RunCgroup {
  const dir = (c: Controller) => join(parents[c], name);

  const procsOf = async () =>
    (await readFile(join(dir('pids'), 'cgroup.procs'), 'utf8')).split('\n').filter(Boolean);

  return {
    procsFiles: controllers.map((c) => join(dir(c), 'cgroup.procs')),
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
    // SIGKILLs every process in the group until it is empty (a fork bomb keeps forking).
    async killAll() {
      for (let attempt = 0; attempt < 500; attempt++) {
        const pids = await procsOf();
        if (pids.length === 0) return;
        for (const pid of pids) {
          try {
            process.kill(Number(pid), 'SIGKILL');
          } catch {
            // Already gone: exactly what we want.
          }
        }
        await new Promise((resolve) => setTimeout(resolve, attempt < 10 ? 1 : 10));
      }
      throw new Error(`cgroup ${name} still has processes after repeated SIGKILL`);
    },
    async remove() {
      await Promise.all(
        controllers.map((c) =>
          rmdir(dir(c)).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          }),
        ),
      );
    },
  };
}

function probeCgroups(): { ok: true } | { ok: false; reason: string } {
  try {
    const probe = prepareRunCgroup();
    probe.setLimits({ memoryKb: 65_536, pids: 8 });
    for (const file of probe.procsFiles) rmdirSync(dirname(file));
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: `cgroup v1 memory/pids/cpuacct not writable: ${String(error)}` };
  }
}

function tryWrite(file: string, value: string) {
  try {
    writeFileSync(file, value);
  } catch {
    // memsw is absent when the kernel runs without swap accounting; memory alone still holds.
  }
}
