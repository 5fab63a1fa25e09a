import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Every run starts by moving its launcher into the run's fresh cgroup (a write to
// `cgroup.procs`). The kernel guards such moves with one global lock, and in its default mode a
// writer first waits for an RCU grace period unless another move happened moments before: 11 ms
// measured on this project's hosts, paid by nearly every run of a program that runs longer than
// a few milliseconds (a JavaScript or Java run: ≈ a third of a trivial run's overhead), while the
// CPU is idle. Linux ≥ 6.0 can keep that lock in its plain mode instead — the cgroup2 mount
// option `favordynmods` — and a move then takes ≈ 40 µs, for a slightly dearer fork and exit
// host-wide. The option lives on the cgroup2 mount but switches the lock for v1 hierarchies as
// well, so hybrid hosts turn it on at /sys/fs/cgroup/unified. It stays on until the next
// reboot or a remount without it.

const option = 'favordynmods';

/** The cgroup2 mount point and its options, if the host has one. */
export function cgroup2Mount(mounts: string): { point: string; options: string[] } | null {
  for (const line of mounts.split('\n')) {
    const [, point, type, options] = line.split(' ');
    if (type === 'cgroup2' && point) return { point, options: (options ?? '').split(',') };
  }
  return null;
}

/**
 * Turns `favordynmods` on (full mode, as root). Returns null when it is on, else why run starts
 * still wait for the lock, for the start-up problems.
 */
export function enableFastCgroupMoves(
  readMounts = () => readFileSync('/proc/self/mounts', 'utf8'),
  remount: (point: string) => { stderr?: string; error?: Error } = (point) =>
    spawnSync('mount', ['-o', `remount,${option}`, point], { encoding: 'utf8' }),
): string | null {
  const before = cgroup2Mount(readMounts());
  const slow = 'each run waits ≈ 10 ms to join its cgroup';
  if (!before) return `${slow}: no cgroup2 mount to set ${option} on`;
  if (before.options.includes(option)) return null;
  const result = remount(before.point);
  if (cgroup2Mount(readMounts())?.options.includes(option)) return null;
  const why = (result.stderr || result.error?.message || 'refused').trim().split('\n')[0];
  return `${slow}: could not remount ${before.point} with ${option} (Linux ≥ 6.0, root outside a container): ${why}`;
}
