import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cgroupRoot, ownPath } from '../src/sandbox/cgroups';

/**
 * For the benchmark (cgroup v1 hosts): moves this process into a fresh cpuacct group (its future children and
 * run cgroups nest below it). `usedMs()` is the CPU time of the whole tree since the start.
 */
export function startCpuMeter() {
  const own = join(cgroupRoot, 'cpuacct', ownPath('cpuacct'));
  const dir = join(own, `grindstone-bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'cgroup.procs'), String(process.pid));
  const usage = () => Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e6;
  const start = usage();
  return {
    usedMs: () => usage() - start,
    stop() {
      writeFileSync(join(own, 'cgroup.procs'), String(process.pid));
      for (const path of [join(dir, 'grindstone'), dir]) {
        try {
          rmdirSync(path);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'ENOENT') console.warn(`could not remove ${path}: ${code}`);
        }
      }
    },
  };
}
