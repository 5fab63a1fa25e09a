import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The API's CPU weight: that of eight sessions or nice-0 processes (each weighs 1024). */
export const API_CPU_SHARES = 8192;

/**
 * Moves this process (the API) into a CPU group of its own, weighted API_CPU_SHARES, on hosts
 * with the cgroup v1 `cpu` controller, while it is still root. Returns the group's directory, or
 * null where there is no such controller or it cannot be written (then nothing changes).
 *
 * Why: with the kernel's autogroup on (Debian's default), the CPU is shared between sessions,
 * not processes, and every sandboxed compile and run is a session of its own (a detached
 * launcher; bubblewrap's --new-session). During a burst of submissions each of them weighed as
 * much as the whole API, and the judge's niceness 10 did not reach them: the problem list's p99
 * went from about 15 to 240–610 ms during 40 submissions. The judge process is started before
 * this and stays where it is, so how its runs share the CPU with one another and with other
 * work on the host is unchanged; only the API is weighed more. (`bench:burst` puts its load
 * generator, the clients' stand-in, in a group of its own the same way: `groupName`.)
 */
export function raiseApiCpuWeight(
  cgroupRoot = '/sys/fs/cgroup',
  ownCgroups = readFileSync('/proc/self/cgroup', 'utf8'),
  groupName = 'grindstone-api',
): string | null {
  const own = cpuGroupPath(ownCgroups);
  if (own === null) return null;
  const dir = join(cgroupRoot, 'cpu', own, groupName);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'cpu.shares'), String(API_CPU_SHARES));
    writeFileSync(join(dir, 'cgroup.procs'), String(process.pid));
    return dir;
  } catch {
    // Not root, a read-only hierarchy (a container), or cgroup v2 only: the default weight.
    return null;
  }
}

/** This process's group in the v1 hierarchy that has the `cpu` controller, if there is one. */
export function cpuGroupPath(ownCgroups: string): string | null {
  for (const line of ownCgroups.split('\n')) {
    const [, controllers, path] = line.split(':');
    if (controllers?.split(',').includes('cpu')) return path ?? '/';
  }
  return null;
}
