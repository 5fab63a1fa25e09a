import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type JudgeLogger, jsonLinesLogger } from './logger';
import { isTrustedTree, trustedDir } from './sandbox/cache-dir';
import { processToken, tokenAlive } from './sandbox/process-alive';

// Compiled programs on disk, shared by every judge process on the host that uses the cache dir
// (servers, workers, `problems verify`). Each process keeps its own memory of what it compiled,
// so no process may delete a program another one still counts on. The rule: a process *holds*
// every artefact it remembers or runs from with a mark file of its own inside it, and an
// artefact is deleted only by whoever removes the last mark — atomically, by the kernel.
//
// artefacts/<key>.<generation>/      one compiled instance (0711: slot uids reach box/ only)
//   box/                             the compiler's work dir, sealed; mounted read-only at /box
//   manifest                         box/'s files and sizes, to notice a half-deleted instance
//   users/<owner>                    one empty mark per holder (0700: programs never see them)
//
// - An instance appears complete: it is assembled under a staging name, its installer's mark
//   inside, and renamed into place. Generations are unique, so a name is never reused.
// - Holding: create users/<owner>. That fails (ENOENT) once users/ is gone, which is the one way
//   an instance is retired; an instance is checked (trusted, complete) only after the mark is in.
// - Releasing: delete the mark, then rmdir users/. The kernel refuses while any mark remains
//   (marks of dead processes are removed first), so a successful rmdir means nobody holds it,
//   and nobody can any more: the instance is deleted. A mark and the retiring rmdir cannot
//   interleave any other way.
// - An owner is `<pid>-<start time>-<boot id>-<n>` (processToken): a process that died leaves
//   marks that any other process may remove. Startup sweeps remove what dead processes left.

const users = 'users';
const manifestFile = 'manifest';
const sweepEveryMs = 10 * 60_000;

let stores = 0;

export type ArtefactStore = ReturnType<typeof createArtefactStore>;

/**
 * `box` paths are what callers hold, release and mount; the instance is the dir above. What the
 * store cannot clean up now (a later sweep will) and what it refuses go to `logger` as warnings.
 */
export function createArtefactStore(
  cacheDir: string,
  logger: JudgeLogger = jsonLinesLogger('judge'),
) {
  // Slot uids reach an artefact by its name (mounted at /box) but cannot list the others.
  const root = trustedDir(join(cacheDir, 'artefacts'), 0o711);
  // Two stores in one process (two judges) are two holders: one's release is not the other's.
  const owner = `${processToken()}-${stores++}`;
  /** How many holds this store has on each instance; the mark exists while it is above 0. */
  const holds = new Map<string, number>();
  let lastSweep = 0;

  /** Adds a hold on the instance of `box`; false when it was retired (deleted or going). */
  function hold(box: string): boolean {
    const instance = dirname(box);
    const count = holds.get(instance) ?? 0;
    if (count === 0) {
      try {
        writeFileSync(join(instance, users, owner), '', { mode: 0o600 });
      } catch {
        return false;
      }
    }
    holds.set(instance, count + 1);
    return true;
  }

  /** Drops a hold; the last holder anywhere deletes the instance. */
  function release(box: string): void {
    const instance = dirname(box);
    const count = holds.get(instance);
    if (count === undefined) return;
    if (count > 1) {
      holds.set(instance, count - 1);
      return;
    }
    holds.delete(instance);
    try {
      unlinkSync(join(instance, users, owner));
    } catch {
      // Gone with the instance (deleted behind our back): retire() sees that.
    }
    try {
      retire(instance);
    } catch (error) {
      // A file system error: the instance is left to a later sweep; no job fails for it.
      logger.warn({ instance, err: error }, 'could not delete a compiled program; a sweep will');
    }
    if (Date.now() - lastSweep > sweepEveryMs) sweep();
  }

  /** Deletes the instance if nobody holds it, dead processes' marks aside. */
  function retire(instance: string) {
    const marks = join(instance, users);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        rmdirSync(marks);
        remove(instance);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') {
          // Already retired (its remover was interrupted if the dir is still there).
          if (existsSync(instance)) remove(instance);
          return;
        }
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
        if (attempt === 0 && !removeDeadMarks(marks)) return;
      }
    }
  }

  /** Removes marks of processes that are gone; false when a live one holds the instance. */
  function removeDeadMarks(marks: string): boolean {
    let live = false;
    for (const mark of safeReaddir(marks)) {
      if (tokenAlive(mark)) {
        live = true;
        continue;
      }
      try {
        unlinkSync(join(marks, mark));
      } catch {
        // Removed meanwhile by another process doing the same.
      }
    }
    return !live;
  }

  /** Whether every file the compiler left is still there, as it was. */
  function intact(box: string): boolean {
    try {
      const files = JSON.parse(readFileSync(join(dirname(box), manifestFile), 'utf8')) as [
        string,
        number,
      ][];
      return files.every(([name, size]) => {
        const stat = lstatSync(join(box, name));
        return stat.isFile() && stat.size === size;
      });
    } catch {
      return false;
    }
  }

  /** Only we can have written it: ours, nobody else can write any of it (see sealWorkDir). */
  function trusted(box: string): boolean {
    try {
      const stat = lstatSync(dirname(box));
      const own = stat.isDirectory() && stat.uid === (process.geteuid?.() ?? 0);
      return own && (stat.mode & 0o022) === 0 && isTrustedTree(box);
    } catch {
      return false;
    }
  }

  function sweep() {
    lastSweep = Date.now();
    for (const name of safeReaddir(root)) {
      const path = join(root, name);
      try {
        if (name.startsWith('.staging-')) {
          const staging = name.slice('.staging-'.length, name.lastIndexOf('-'));
          if (!tokenAlive(staging)) remove(path);
        } else if (name.startsWith('.trash-')) {
          remove(path);
        } else if (/^[0-9a-f]+\.[0-9a-z]+$/.test(name)) {
          // An instance nobody alive holds (a judge was killed) goes; so does a retired one.
          if (!existsSync(join(path, users)) || removeDeadMarks(join(path, users))) retire(path);
        }
        // Anything else (an older judge's artefact layout) is left to the judge that made it.
      } catch (error) {
        logger.warn({ path, err: error }, 'could not sweep a compiled program');
      }
    }
  }

  return {
    owner,
    /**
     * A held, trusted, complete instance of `key` left by any judge process, or null. An
     * untrusted one (a file another uid owns or can write) is removed for everyone.
     */
    find(key: string): string | null {
      for (const name of safeReaddir(root)) {
        if (!name.startsWith(`${key}.`)) continue;
        const box = join(root, name, 'box');
        if (!hold(box)) continue;
        if (trusted(box) && intact(box)) return box;
        if (!trusted(box)) {
          logger.warn(
            { instance: dirname(box) },
            'recompiling a program: its compiled files are owned or writable by another uid',
          );
          discard(dirname(box));
        }
        release(box);
      }
      return null;
    },
    /** Makes a compiler's sealed work dir an instance of `key`, held once by this store. */
    install(key: string, workDir: string): string {
      const staging = mkdtempSync(join(root, `.staging-${owner}-`));
      try {
        chmodSync(staging, 0o711);
        renameSync(workDir, join(staging, 'box'));
        const files = (readdirSync(join(staging, 'box'), { recursive: true }) as string[])
          .map((name) => [name, lstatSync(join(staging, 'box', name))] as const)
          .filter(([, stat]) => stat.isFile())
          .map(([name, stat]) => [name, stat.size]);
        writeFileSync(join(staging, manifestFile), JSON.stringify(files), { mode: 0o644 });
        mkdirSync(join(staging, users), { mode: 0o700 });
        writeFileSync(join(staging, users, owner), '', { mode: 0o600 });
        const instance = join(root, `${key}.${Date.now().toString(36)}${randomHex()}`);
        renameSync(staging, instance);
        holds.set(instance, 1);
        return join(instance, 'box');
      } finally {
        if (existsSync(staging)) remove(staging);
      }
    },
    hold,
    release,
    intact,
    sweep,
  };

  /** Takes a bad instance away from everyone now: its holders' next runs fail and recompile. */
  function discard(instance: string) {
    const trash = join(root, `.trash-${basename(instance)}-${randomHex()}`);
    try {
      renameSync(instance, trash);
      remove(trash);
    } catch {
      // Someone else discarded or retired it first.
    }
  }

  function remove(path: string) {
    try {
      rmSync(path, { recursive: true, force: true });
    } catch (error) {
      // Another process removing the same retired dir can make a recursive rm trip over it.
      if (existsSync(path))
        logger.warn({ path, err: error }, 'could not remove a compiled program');
    }
  }
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

const randomHex = () => randomBytes(4).toString('hex');
