import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type CgroupDriver, hostCgroups } from './cgroup-driver';
import { processAlive } from './process-alive';

// Housekeeping around the run cgroups: leftovers of dead judge processes, and a check for tests.

/** Run cgroups of this process that still exist (none once every run has finished). */
export function leftoverRunCgroups(driver = hostCgroups().driver): string[] {
  let parents: string[];
  try {
    parents = driver?.parentDirs() ?? [];
  } catch {
    return []; // this host's cgroups are not usable: no run ever had one
  }
  return parents.flatMap((parent) => {
    try {
      return readdirSync(parent)
        .filter((name) => name.startsWith(`${process.pid}-`))
        .map((name) => join(parent, name));
    } catch {
      return [];
    }
  });
}

/**
 * Removes run cgroups left by judge processes that died (SIGKILL, crash). Their processes die
 * with them (parent-death signals through the launcher and bwrap), so usually only the empty dirs
 * remain; anything still inside one is killed first, so no orphan keeps running unwatched.
 */
export async function removeStaleRunCgroups(driver: CgroupDriver): Promise<void> {
  const stale = new Set<string>();
  for (const parent of driver.parentDirs()) {
    let names: string[] = [];
    try {
      names = readdirSync(parent);
    } catch {
      continue;
    }
    for (const name of names) {
      const owner = Number(name.split('-')[0]);
      if (Number.isInteger(owner) && owner !== process.pid && !processAlive(owner)) stale.add(name);
    }
  }
  for (const name of stale) {
    const group = driver.existing(name);
    // Either may fail when another judge is cleaning up the same leftovers: nothing to do then.
    await group.killAll().catch(() => {});
    await group.remove().catch(() => {});
  }
}
