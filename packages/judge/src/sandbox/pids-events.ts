import { readFileSync } from 'node:fs';

// Both cgroup versions count refused forks in the group's `pids.events` (v1 since Linux 4.3): a
// line `max N`. Older v2 kernels count them in the group of the task that forked, newer ones in
// the group whose limit was hit; for a run group (a leaf with its own pids.max) both are the run.

/** The `max` count of a `pids.events` file's text: forks and threads refused at `pids.max`. */
export function refusedAtPidsMax(events: string): number {
  return Number(/^max (\d+)$/m.exec(events)?.[1] ?? 0);
}

/**
 * Whether the run reached its pids limit: the kernel refused it a process or thread at least
 * once. False where the file is missing (a kernel before 4.3, a group already removed).
 */
export function pidsLimitReached(eventsFile: string): boolean {
  try {
    return refusedAtPidsMax(readFileSync(eventsFile, 'utf8')) > 0;
  } catch {
    return false;
  }
}
