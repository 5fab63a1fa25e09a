import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { CgroupDriver, RunCgroup } from './cgroup-driver';
import { pidsLimitReached } from './pids-events';

// cgroup v2 (the unified hierarchy of current distributions): one fresh group per run below
// `<the judge's own group>/grindstone/`, limited by memory.max and pids.max, measured by
// cpu.stat and memory.peak, killed as a whole by cgroup.kill.

const root = '/sys/fs/cgroup';
/** Where the judge's own processes move, so their group may have child groups with controllers. */
const leafName = 'grindstone-judge';
const runsName = 'grindstone';
const required = ['memory', 'pids'];

function ownPath(): string {
  const line = readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('0::'));
  return line?.slice(3) || '/';
}

let runsDir: string | undefined;

/**
 * The dir holding this process's run groups, made ready once. The "no internal processes" rule
 * lets a group other than the root hand controllers to its children only while it holds no
 * process itself: the judge's group (a systemd service with Delegate=yes, a container's root,
 * a shell's scope) first has all its processes moved into a leaf, `grindstone-judge`. A judge
 * started later in that leaf uses the same base. On the real root, which is exempt, nothing moves.
 */
function runsParent(): string {
  if (runsDir) return runsDir;
  let own = ownPath();
  if (basename(own) === leafName) own = dirname(own);
  const base = join(root, own);
  const available = readFileSync(join(base, 'cgroup.controllers'), 'utf8').trim().split(' ');
  const missing = required.filter((name) => !available.includes(name));
  if (missing.length > 0) {
    throw new Error(`controllers ${missing.join(', ')} not delegated to ${base}`);
  }
  enableControllers(base, () => moveProcesses(base, join(base, leafName)));
  const runs = join(base, runsName);
  mkdirSync(runs, { recursive: true });
  enableControllers(runs, () => {
    throw new Error(`${runs} holds processes`);
  });
  runsDir = runs;
  return runs;
}

/** Writes "+memory +pids" into subtree_control; EBUSY means processes must leave the group. */
function enableControllers(dir: string, evict: () => void) {
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(join(dir, 'cgroup.subtree_control'), required.map((c) => `+${c}`).join(' '));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EBUSY' || attempt >= 20) throw error;
      evict(); // a process forked meanwhile lands in the old group: move again
    }
  }
}

function moveProcesses(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const pid of readFileSync(join(from, 'cgroup.procs'), 'utf8').split('\n')) {
    if (!pid) continue;
    try {
      writeFileSync(join(to, 'cgroup.procs'), pid);
    } catch (error) {
      // Gone meanwhile (ESRCH); a kernel thread or another cgroup's pid cannot move (EINVAL).
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ESRCH' && code !== 'EINVAL') throw error;
    }
  }
}

let counter = 0;
const nextName = () => `${process.pid}-${++counter}`;

export const cgroupV2: CgroupDriver = {
  version: 'v2',
  controllers: 'memory, pids, cpu.stat',
  probe() {
    try {
      const probe = cgroupV2.prepare();
      probe.setLimits({ memoryKb: 65_536, pids: 8 });
      rmdirSync(dirname(probe.procsFiles[0] as string));
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: `cgroup v2 memory/pids not usable: ${String(error)}` };
    }
  },
  prepare() {
    const dir = join(runsParent(), nextName());
    mkdirSync(dir);
    return runGroup(dir);
  },
  async prepareAsync() {
    const dir = join(runsParent(), nextName());
    await mkdir(dir);
    return runGroup(dir);
  },
  existing: (name) => runGroup(join(runsParent(), name)),
  parentDirs: () => [runsParent()],
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runGroup(dir: string): RunCgroup {
  const file = (name: string) => join(dir, name);
  const hasPeak = existsSync(file('memory.peak')); // Linux ≥ 5.19
  let highestCurrent = 0; // older kernels: the highest memory.current seen by the CPU poll

  const sampleCurrent = () => {
    try {
      highestCurrent = Math.max(
        highestCurrent,
        Number(readFileSync(file('memory.current'), 'utf8')),
      );
    } catch {
      // Removed already: the last sample stands.
    }
  };
  const populated = async () =>
    /^populated 1$/m.test(await readFile(file('cgroup.events'), 'utf8').catch(() => ''));

  return {
    procsFiles: [file('cgroup.procs')],
    setLimits(limits) {
      writeFileSync(file('memory.max'), String(limits.memoryKb * 1024));
      try {
        // A host with swap would otherwise let the run page out past its limit.
        writeFileSync(file('memory.swap.max'), '0');
      } catch {
        // Absent when the kernel has no swap accounting: memory.max alone still holds.
      }
      writeFileSync(file('pids.max'), String(limits.pids));
    },
    async cpuMs() {
      if (!hasPeak) sampleCurrent();
      const stat = await readFile(file('cpu.stat'), 'utf8');
      return Number(/^usage_usec (\d+)$/m.exec(stat)?.[1] ?? 0) / 1000;
    },
    peakMemoryKb() {
      if (hasPeak) return Math.round(Number(readFileSync(file('memory.peak'), 'utf8')) / 1024);
      sampleCurrent();
      return Math.round(highestCurrent / 1024);
    },
    oomKilled() {
      return /^oom_kill [1-9]/m.test(readFileSync(file('memory.events'), 'utf8'));
    },
    pidsLimitReached: () => pidsLimitReached(file('pids.events')),
    // The kernel kills the group as a whole, so no pid is read here and signalled later, when it
    // might name another process. Without cgroup.kill (Linux < 5.14) the group is frozen first:
    // a frozen process cannot fork or exit, so the pids read then stay its own until SIGKILL.
    async killAll() {
      if (!existsSync(dir)) return;
      const direct = existsSync(file('cgroup.kill'));
      for (let attempt = 0; attempt < 500; attempt++) {
        if (!(await populated())) return;
        if (direct) await writeFile(file('cgroup.kill'), '1').catch(ignoreGone);
        else await freezeAndKill(dir);
        await delay(attempt < 10 ? 1 : 10);
      }
      throw new Error(`cgroup ${dir} still has processes after repeated kills`);
    },
    async remove() {
      await rmdir(dir).catch(ignoreGone);
    },
  };
}

async function freezeAndKill(dir: string) {
  await writeFile(join(dir, 'cgroup.freeze'), '1').catch(ignoreGone);
  for (let i = 0; i < 100; i++) {
    const events = await readFile(join(dir, 'cgroup.events'), 'utf8').catch(() => 'frozen 1');
    if (/^frozen 1$/m.test(events)) break;
    await delay(1);
  }
  const pids = await readFile(join(dir, 'cgroup.procs'), 'utf8').catch(() => '');
  for (const pid of pids.split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await writeFile(join(dir, 'cgroup.freeze'), '0').catch(ignoreGone);
}

function ignoreGone(error: NodeJS.ErrnoException) {
  if (error.code !== 'ENOENT') throw error;
}
