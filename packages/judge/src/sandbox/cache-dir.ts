import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  type Stats,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// The judge runs native helpers from its cache dir as root and trusts the compiled artefacts in
// it (a ".ok" marker says "this binary is what the sandbox compiled from that code"). Whoever can
// write there can become root or forge verdicts. So every dir the judge trusts must be owned by
// this process's uid and writable by nobody else, and so must the cache dir's ancestors (unless
// sticky, like /tmp, where nobody can rename our dir away). A dir failing the checks is refused,
// never repaired: we cannot know what was planted in it.

const uid = () => process.geteuid?.() ?? 0;

/** Without a configured cache dir: a per-uid dir under the temp dir (another user cannot pre-create ours). */
export function defaultCacheDir(): string {
  return join(tmpdir(), `grindstone-judge-${uid()}`);
}

export class UntrustedCacheDirError extends Error {
  constructor(path: string, problem: string) {
    super(
      `Refusing the judge cache dir ${path}: ${problem}. Another local user could plant binaries ` +
        `the judge runs as root or artefacts it trusts. Remove it, or set JUDGE_CACHE_DIR to a ` +
        `directory owned by uid ${uid()} that only it can write (mode 0711 or 0755).`,
    );
    this.name = 'UntrustedCacheDirError';
  }
}

/**
 * Creates the cache dir if missing and checks it and its ancestors. Returns its real path, which
 * the judge uses from then on, so a symlink on the way cannot be swapped for another later.
 */
export function openCacheDir(path: string, mode: number): string {
  const absolute = resolve(path);
  mkdirSync(dirname(absolute), { recursive: true, mode: 0o755 });
  createDir(absolute, mode);
  const link = lstatSync(absolute);
  if (link.isSymbolicLink() && link.uid !== 0 && link.uid !== uid()) {
    throw new UntrustedCacheDirError(absolute, `it is a symbolic link owned by uid ${link.uid}`);
  }
  const real = realpathSync(absolute);
  trustedDir(real, mode);
  // The slots' uids pass through it to their work dirs and the compiled programs (search, not
  // read): in a dir made 0700 by hand every run would fail inside bwrap with "Permission denied".
  const current = statSync(real).mode & 0o7777;
  if (!(current & 0o001)) chmodSync(real, current | 0o011);
  for (let ancestor = dirname(real); ; ancestor = dirname(ancestor)) {
    const stat = statSync(ancestor);
    if (stat.uid !== 0 && stat.uid !== uid()) {
      throw new UntrustedCacheDirError(real, `its parent ${ancestor} is owned by uid ${stat.uid}`);
    }
    if (stat.mode & 0o022 && !(stat.mode & 0o1000)) {
      throw new UntrustedCacheDirError(
        real,
        `its parent ${ancestor} is writable by others without the sticky bit (${octal(stat)})`,
      );
    }
    if (ancestor === dirname(ancestor)) break;
  }
  return real;
}

/** Creates `path` with `mode` if missing; throws unless it is a real dir only we can write. */
export function trustedDir(path: string, mode: number): string {
  createDir(path, mode);
  const problem = untrusted(lstatSync(path), 'directory');
  if (problem) throw new UntrustedCacheDirError(path, problem);
  return path;
}

/** Throws unless `path` is a regular file owned by us that only we can write. */
export function assertTrustedFile(path: string): void {
  const problem = untrusted(lstatSync(path), 'file');
  if (problem) throw new UntrustedCacheDirError(path, problem);
}

/** Whether a dir and everything in it is ours alone (a compiled artefact the judge may reuse). */
export function isTrustedTree(dir: string): boolean {
  try {
    if (untrusted(lstatSync(dir), 'directory')) return false;
    for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
      const stat = lstatSync(join(dir, entry));
      if (untrusted(stat, stat.isDirectory() ? 'directory' : 'file')) return false;
    }
    return true;
  } catch {
    return false;
  }
}

function untrusted(stat: Stats, kind: 'file' | 'directory'): string | null {
  if (stat.isSymbolicLink()) return 'it is a symbolic link';
  if (kind === 'directory' ? !stat.isDirectory() : !stat.isFile()) return `it is not a ${kind}`;
  if (stat.uid !== uid()) return `it is owned by uid ${stat.uid}, not by this judge (uid ${uid()})`;
  if (stat.mode & 0o022) return `it is writable by group or others (${octal(stat)})`;
  return null;
}

function createDir(path: string, mode: number) {
  try {
    mkdirSync(path, { mode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

const octal = (stat: Stats) => `mode ${(stat.mode & 0o7777).toString(8).padStart(4, '0')}`;
