import fs from 'node:fs';

/**
 * PGlite has no lock between processes: a second process opening the same directory (the
 * server plus `npm run admin` or `npm run problems -- import`) can corrupt it. So the embedded
 * database is guarded by `<dir>.lock`, created atomically and naming its owner: the pid, plus
 * the boot id and the process's start time where /proc has them, so that a lock left by a crash
 * is recognised as stale even when a new process got the same pid — the rule in a container,
 * where the server restarts as pid 1 (docs/decisions/011-embedded-database-lock.md).
 */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${pid}; stop the server first or use PostgreSQL (DATABASE_URL). If process ${pid} is not Grindstone, delete ${dir}.lock.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Lock files this process holds: one process must not open the directory twice either. */
const heldHere = new Set<string>();

/** Takes the lock for the PGlite directory `dir`; returns the function that releases it. */
export function lockEmbeddedDatabase(dir: string, pid = process.pid): () => void {
  const lockFile = `${dir}.lock`;
  if (heldHere.has(lockFile)) throw new DatabaseInUseError(dir, pid);
  const identity = identityOf(pid);
  // Two tries: the second after removing a lock left behind by a process that died.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createLockFile(lockFile, identity)) {
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        releaseLockFile(lockFile, identity);
      };
    }
    const owner = readOwner(lockFile);
    if (owner === undefined) continue; // Released between our create and read: try again.
    if (isAlive(owner)) throw new DatabaseInUseError(dir, ownerPid(owner));
    // The owner crashed (or was killed) without releasing: take over, unless someone else
    // just did (then the file no longer names the dead owner).
    if (readOwner(lockFile) === owner) fs.rmSync(lockFile, { force: true });
  }
  throw new DatabaseInUseError(dir, ownerPid(readOwner(lockFile) ?? '0'));
}

/** `pid bootId startTicks` on Linux; just the pid where /proc does not say more. */
function identityOf(pid: number): string {
  try {
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTicks ? `${pid} ${bootId} ${startTicks}` : String(pid);
  } catch {
    return String(pid);
  }
}

const ownerPid = (owner: string) => {
  const pid = Number.parseInt(owner, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : 0;
};

/**
 * The owner is written to a private file first and then hard-linked into place: the link is
 * atomic and fails if the lock exists, so no process ever reads a half-written lock.
 */
function createLockFile(lockFile: string, identity: string): boolean {
  const staging = `${lockFile}.${process.pid}.tmp`;
  fs.writeFileSync(staging, identity);
  try {
    fs.linkSync(staging, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(staging, { force: true });
  }
}

/** The lock's owner as written, or undefined when there is no lock. */
function readOwner(lockFile: string): string | undefined {
  try {
    return fs.readFileSync(lockFile, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote the lock still runs: its pid exists and, where the lock names
 * a boot and a start time, that pid is still the same process (not a new one given its number).
 * An unreadable lock counts as held by a process that no longer exists.
 */
function isAlive(owner: string): boolean {
  const pid = ownerPid(owner);
  if (pid <= 0) return false;
  if (owner.includes(' ') && identityOf(pid) !== owner) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseLockFile(lockFile: string, identity: string) {
  if (readOwner(lockFile) === identity) fs.rmSync(lockFile, { force: true });
}
