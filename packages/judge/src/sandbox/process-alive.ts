import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a process with this pid exists (EPERM: it does, but belongs to another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A name for a process that no other process will ever have on this host: `<pid>-<start>-<boot>`
 * (its start time in clock ticks since boot, and the boot's id). A pid alone is reused, and a
 * lock or mark named by it would keep looking owned once the pid belongs to another program.
 */
export function processToken(pid = process.pid): string {
  return `${pid}-${startTicks(pid) ?? 0}-${bootId()}`;
}

/**
 * Whether the process a `processToken()` names is still running. A name it cannot read counts
 * as alive: whatever it guards is kept rather than taken from a process that may still use it.
 */
export function tokenAlive(token: string): boolean {
  const [pid, start, boot] = token.split('-');
  if (!pid || !start || !boot || !/^\d+$/.test(pid) || !/^\d+$/.test(start)) return true;
  if (boot !== bootId()) return false; // the host rebooted since: every process then is gone
  if (!processAlive(Number(pid))) return false;
  const now = startTicks(Number(pid));
  return now === null || start === '0' || String(now) === start;
}

/**
 * Removes what processes that are gone left in `dir`: the entries named
 * `<prefix><processToken()>-…` whose process no longer runs (the others are left alone).
 */
export function removeLeftoversOfDeadProcesses(dir: string, prefix = ''): void {
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith(prefix) && !tokenAlive(entry.slice(prefix.length))) {
      rmSync(join(dir, entry), { recursive: true, force: true });
    }
  }
}

/** Field 22 of /proc/<pid>/stat; null when it cannot be read (gone, or /proc hides it). */
function startTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses) start at field 3.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return start && /^\d+$/.test(start) ? Number(start) : null;
  } catch {
    return null;
  }
}

let boot: string | undefined;
function bootId(): string {
  if (boot === undefined) {
    try {
      boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim().slice(0, 8);
    } catch {
      boot = 'noboot';
    }
  }
  return boot;
}
