import { readdirSync, readFileSync } from 'node:fs';

// Without root (reduced mode) a run has no uid of its own and no pids cgroup: its processes are
// ours. RLIMIT_NPROC still bounds them, but it counts every task (thread) of our real uid —
// the judge's own threads, concurrent runs, anything else this user runs — so the run's limit
// is that count now plus a share for every slot. Trade-off (docs/judge.md): a bomb in one run can
// take the other runs' shares, so they may be refused a fork until the bomb is stopped; it can
// no longer exhaust the host.

/** Tasks (threads included, as RLIMIT_NPROC counts them) whose real uid is `uid`; ≈3 ms. */
export function tasksOfUid(uid: number): number {
  let tasks = 0;
  for (const entry of readdirSync('/proc')) {
    if (entry.charCodeAt(0) > 57) continue; // not a pid
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'latin1');
      if (Number(status.match(/^Uid:\s+(\d+)/m)?.[1]) !== uid) continue;
      tasks += Number(status.match(/^Threads:\s+(\d+)/m)?.[1] ?? 1);
    } catch {
      // Exited while we looked.
    }
  }
  return tasks;
}

/** RLIMIT_NPROC for a run sharing our uid: our tasks now + `pids` for each slot. */
export function sharedUidProcessLimit(slots: number, pids: number): number {
  return tasksOfUid(process.getuid?.() ?? 0) + slots * pids;
}
