import fs from 'node:fs';

/**
 * PGlite has no lock between processes: a second process opening the same directory (the
 * server plus `npm run admin` or `npm run problems -- import`) can corrupt it. So the embedded
 * database is guarded by `<dir>.lock`, created atomically and holding the owner's pid
 * (docs/decisions/011-embedded-database-lock.md).
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

/** Takes the lock for the PGlite directory `dir`; returns the function that releases it. */
export function lockEmbeddedDatabase(dir: string, pid = process.pid): () => void {
  const lockFile = `${dir}.lock`;
  // Two tries: the second after removing a lock left behind by a process that died.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createLockFile(lockFile, pid)) return () => releaseLockFile(lockFile, pid);
    const owner = readOwner(lockFile);
    if (owner === undefined) continue; // Released between our create and read: try again.
    if (isAlive(owner)) throw new DatabaseInUseError(dir, owner);
    // The owner crashed (or was killed) without releasing: take over, unless someone else
    // just did (then the file no longer names the dead owner).
    if (readOwner(lockFile) === owner) fs.rmSync(lockFile, { force: true });
  }
  throw new DatabaseInUseError(dir, readOwner(lockFile) ?? 0);
}

/**
 * The pid is written to a private file first and then hard-linked into place: the link is
 * atomic and fails if the lock exists, so no process ever reads a half-written lock.
 */
function createLockFile(lockFile: string, pid: number): boolean {
  const staging = `${lockFile}.${pid}.tmp`;
  fs.writeFileSync(staging, String(pid));
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

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    // An unreadable lock is treated as held by a process that no longer exists.
    return Number.isInteger(pid) && pid > 0 ? pid : -1;
  } catch {
    return undefined;
  }
}

/** Our own pid counts as alive: one process must not open the directory twice either. */
function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseLockFile(lockFile: string, pid: number) {
  if (readOwner(lockFile) === pid) fs.rmSync(lockFile, { force: true });
}
