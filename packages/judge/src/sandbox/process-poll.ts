import { readdirSync, readFileSync } from 'node:fs';

// Reduced mode (no writable cgroups): CPU and memory of a run are sampled from /proc over the
// launcher's process tree. Coarser than cgroup accounting; documented in docs/judge.md.

const ticksPerSecond = 100;
const pageKb = 4;

/** Host pids of a process's children, from every thread's `children` list; [] once it is gone. */
export function children(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) found.push(...list.split(' ').map(Number));
    }
  } catch {
    // The process exited between listing and reading.
  }
  return found;
}

export type TreeSample = { cpuMs: number; memoryKb: number; pids: number[] };

export function sampleProcessTree(rootPid: number): TreeSample {
  const pids: number[] = [];
  const queue = [rootPid];
  let cpuTicks = 0;
  let rssPages = 0;
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpuTicks += Number(fields[11]) + Number(fields[12]);
      rssPages += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
      pids.push(pid);
      queue.push(...children(pid));
    } catch {
      // Gone already.
    }
  }
  return { cpuMs: (cpuTicks * 1000) / ticksPerSecond, memoryKb: rssPages * pageKb, pids };
}
