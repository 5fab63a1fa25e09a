import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The umask of the server and the operator CLIs: what they create (database, media, secrets)
 * is readable and writable by their account only. Set first thing in each entry point; the
 * judge process sets its own (its sandboxed runs read what it stages under other uids).
 */
export const OWNER_ONLY_UMASK = 0o077;

/** Group and other permission bits: what "owner only" removes. */
const NOT_OWNER = 0o077;

/** How many entries had permissions for other accounts and lost them, and which could not. */
export interface ModeCorrections {
  files: number;
  dirs: number;
  /** Entries this account may not chmod (owned by another account): left as they were. */
  refused: string[];
}

/**
 * Calls `visit` for `root` and everything below it, looked at with lstat: a symbolic link is
 * visited itself and never followed (DATA_DIR may hold links an operator made; whatever they
 * point to is not ours to change).
 */
export function visitTree(root: string, visit: (entry: string, stats: Stats) => void) {
  const stats = lstatSync(root);
  visit(root, stats);
  if (!stats.isDirectory()) return;
  for (const name of readdirSync(root)) visitTree(path.join(root, name), visit);
}

/**
 * Removes group and other permissions from every file and directory under `root` (files 0666
 * become 0600, directories 0755 become 0700); nothing is added. Links are left alone. PGlite
 * writes its initial files as 0666 whatever the umask, so the database tree needs this after
 * every first start, and installations from before the umask need it once.
 */
export function restrictTreeToOwner(root: string): ModeCorrections {
  const corrected: ModeCorrections = { files: 0, dirs: 0, refused: [] };
  visitTree(root, (entry, stats) => {
    if (stats.isSymbolicLink() || (stats.mode & NOT_OWNER) === 0) return;
    try {
      chmodSync(entry, stats.mode & 0o7777 & ~NOT_OWNER);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
      corrected.refused.push(entry);
      return;
    }
    if (stats.isDirectory()) corrected.dirs += 1;
    else corrected.files += 1;
  });
  return corrected;
}

/**
 * DATA_DIR holds password and session hashes (the embedded database), uploaded media and the
 * media signing key: it becomes mode 0700 and everything in it owner-only, which also corrects
 * installations made before this rule. Run at start-up as the account that owns DATA_DIR.
 */
export function makeDataDirPrivate(dataDir: string): ModeCorrections {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return restrictTreeToOwner(dataDir);
}

/** Says once, at start-up, what `makeDataDirPrivate` changed or could not change. */
export function logModeCorrections(
  log: FastifyBaseLogger,
  dataDir: string,
  { files, dirs, refused }: ModeCorrections,
) {
  if (files + dirs > 0) {
    log.warn(
      { dataDir, files, dirs },
      'DATA_DIR was open to other accounts: its files are now mode 0600 and its directories 0700',
    );
  }
  if (refused.length > 0) {
    log.warn(
      { dataDir, count: refused.length, examples: refused.slice(0, 5) },
      "these DATA_DIR entries belong to another account and stay open to others: chown them to the server's account",
    );
  }
}
