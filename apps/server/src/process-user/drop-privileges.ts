import { execFileSync } from 'node:child_process';
import { accessSync, constants, lchownSync, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { visitTree } from '../data-dir/owner-only';

/** The account the API runs as when started as root, unless GRINDSTONE_USER names another. */
export const DEFAULT_SERVICE_USER = 'grindstone';

export class PrivilegeDropError extends Error {}

export interface ProcessUser {
  name: string;
  uid: number;
  gid: number;
}

function lookUp(name: string): ProcessUser | undefined {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, name], { stdio: 'pipe' }).toString());
    return { name, uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** A system account without a home or a login shell, as packaged services get. */
function createServiceUser(name: string): ProcessUser | undefined {
  try {
    execFileSync(
      'useradd',
      [
        '--system',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        name,
      ],
      { stdio: 'pipe' },
    );
  } catch {
    return undefined;
  }
  return lookUp(name);
}

/** Hands DATA_DIR (database, media, secrets) to the account, without following symlinks. */
function chownTree(dir: string, user: ProcessUser) {
  visitTree(dir, (entry) => lchownSync(entry, user.uid, user.gid));
}

/**
 * Started as root, the API process becomes an unprivileged account before it opens the database
 * or reads a request, so a bug in HTTP handling can no longer write as root. Only the judge
 * process (started before this) keeps root, for its per-slot uids and cgroups.
 *
 * `GRINDSTONE_USER` names the account; by default `grindstone`, created as a system account if
 * missing (or `nobody` where it cannot be created). `GRINDSTONE_USER=root` keeps root, with a
 * warning. Returns the account the process runs as from now on.
 */
export function dropPrivileges(options: {
  requested: string | undefined;
  dataDir: string;
  mustRead: string[];
}): { runsAs: string; root: boolean } {
  if (process.getuid?.() !== 0) return { runsAs: userInfo().username, root: false };
  if (options.requested === 'root') return { runsAs: 'root', root: true };
  const name = options.requested ?? DEFAULT_SERVICE_USER;
  let user = lookUp(name);
  if (!user && options.requested) {
    throw new PrivilegeDropError(`GRINDSTONE_USER: there is no account named ${name} on this host`);
  }
  user ??= createServiceUser(name) ?? lookUp('nobody');
  if (!user)
    throw new PrivilegeDropError(`could not find or create an account to run as (${name})`);
  if (user.uid === 0) throw new PrivilegeDropError(`GRINDSTONE_USER: ${name} is root`);

  mkdirSync(options.dataDir, { recursive: true });
  chownTree(options.dataDir, user);
  process.setgroups?.([user.gid]);
  process.setgid?.(user.gid);
  process.setuid?.(user.uid);

  for (const dir of options.mustRead) {
    try {
      accessSync(dir, constants.R_OK | constants.X_OK);
    } catch {
      throw new PrivilegeDropError(
        `${user.name} (GRINDSTONE_USER) cannot read ${dir}: install Grindstone where that account can read it, or name another account`,
      );
    }
  }
  return { runsAs: user.name, root: false };
}
