import { chmodSync, copyFileSync, linkSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { processToken } from './process-alive';
import type { SandboxMount, SandboxRequest } from './types';

/**
 * A box's staged mounts: each shows an empty dir of the box's own, filled with the job's files
 * when a job takes the box (a spare box is started before its job is known).
 */
export type Staging = {
  /** The box's own dir under the stage root (one subdir per staged mount). */
  dir: string;
  /** The request's mounts, staged ones pointing at their (still empty) dirs. */
  mounts: SandboxMount[];
  /** Staged mount's place inside the sandbox → its dir on the host. */
  dirs: Map<string, string>;
  /** The staged mounts of the job the box serves, once it serves one. */
  stagedFrom: string | null;
};

/** Makes the box's staged dirs under `stageRoot` (ours, 0755: the slot's uid reads through). */
export function prepareStaging(stageRoot: string, request: SandboxRequest): Staging {
  const dir = mkdtempSync(join(stageRoot, `${processToken()}-`));
  chmodSync(dir, 0o755);
  const dirs = new Map<string, string>();
  const mounts = request.mounts.map((mount, index) => {
    if (!mount.staged) return mount;
    const staged = join(dir, String(index));
    mkdirSync(staged, { mode: 0o755 });
    dirs.set(mount.sandbox, staged);
    return { host: staged, sandbox: mount.sandbox };
  });
  return { dir, mounts, dirs, stagedFrom: null };
}

/** Links the job's files into the staged dirs, once: a box serves one job. */
export function stageJobFiles(staging: Staging, runRequest: SandboxRequest) {
  const from = JSON.stringify(runRequest.mounts.filter((mount) => mount.staged));
  if (staging.stagedFrom === from) return;
  if (staging.stagedFrom !== null) {
    throw new Error('a resident sandbox serves the runs of one job only');
  }
  staging.stagedFrom = from;
  for (const mount of runRequest.mounts) {
    const dir = staging.dirs.get(mount.sandbox);
    if (mount.staged && dir) linkTree(mount.host, dir);
  }
}

/**
 * Hard links (root may link any file; the links keep their owner and mode) every file of `from`
 * into `to`; a copy where the two are on different filesystems. Only files and dirs: a link
 * planted among a program's files is not followed.
 */
function linkTree(from: string, to: string) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target, { mode: 0o755 });
      linkTree(source, target);
    } else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
    }
  }
}
