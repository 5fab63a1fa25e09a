import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../../scripts/lib/server-process.mjs';
import { createPglite } from '../db/client';
import { restrictTreeToOwner, visitTree } from './owner-only';

const modeOf = (entry: string) => lstatSync(entry).mode & 0o7777;

/** Every file and directory under `root` that another account could read, write or enter. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  visitTree(root, (entry, stats) => {
    if (!stats.isSymbolicLink() && (stats.mode & 0o077) !== 0) {
      open.push(`${(stats.mode & 0o7777).toString(8)} ${path.relative(root, entry)}`);
    }
  });
  return open;
}

const workDirs: string[] = [];
const freshDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  workDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR of the real server', () => {
  /** A DATA_DIR path the server must create, in a directory GRINDSTONE_USER can enter. */
  const newDataDir = () => {
    const parent = freshDir('grindstone-modes-');
    // Started as root, the server runs as GRINDSTONE_USER, which must reach DATA_DIR.
    chmodSync(parent, 0o755);
    return path.join(parent, 'data');
  };
  const serverEnv = (dataDir: string) => ({
    DATA_DIR: dataDir,
    // No catalogue and no judge process (a Judge0 server that is never called): seeding and
    // the sandbox's start are not what this is about, and they are the slow part of a start.
    PROBLEMS_DIR: path.join(dataDir, '..', 'no-problems'),
    JUDGE0_URL: 'http://127.0.0.1:9',
  });

  it('is created private: the directory 0700, the database, media and key files owner-only', async () => {
    const dataDir = newDataDir();
    const server = await startServer({ from: 'source', env: serverEnv(dataDir) });
    await server.kill();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'media-signing.key'))).toBe(0o600);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 240_000);

  it('is corrected at start-up when an older installation left it open to everyone', async () => {
    // What servers before the umask left behind: PGlite's files 0666, the rest by a 022 umask.
    const dataDir = newDataDir();
    mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'media', 'avatar.png'), 'png');
    const database = await createPglite({ dataDir: path.join(dataDir, 'db') });
    await database.close();
    expect(modeOf(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(0o666);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);

    const server = await startServer({ from: 'source', env: serverEnv(dataDir) });
    const output = server.output();
    await server.kill();
    expect(openToOthers(dataDir)).toEqual([]);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'media', 'avatar.png'))).toBe(0o600);
    expect(output).toContain('DATA_DIR was open to other accounts');
  }, 240_000);
});

describe('restrictTreeToOwner', () => {
  it('takes permissions away from group and others, adds none, and follows no link', () => {
    const root = freshDir('grindstone-owner-only-');
    const outside = path.join(freshDir('grindstone-outside-'), 'shared.txt');
    writeFileSync(outside, 'not ours');
    chmodSync(outside, 0o644);
    mkdirSync(path.join(root, 'media'));
    chmodSync(path.join(root, 'media'), 0o755);
    writeFileSync(path.join(root, 'media', 'a.png'), 'png');
    chmodSync(path.join(root, 'media', 'a.png'), 0o666);
    writeFileSync(path.join(root, 'read-only'), 'x');
    chmodSync(path.join(root, 'read-only'), 0o444);
    symlinkSync(outside, path.join(root, 'link'));

    expect(restrictTreeToOwner(root)).toEqual({ files: 2, dirs: 1, refused: [] });
    expect(modeOf(path.join(root, 'media'))).toBe(0o700);
    expect(modeOf(path.join(root, 'media', 'a.png'))).toBe(0o600);
    expect(modeOf(path.join(root, 'read-only'))).toBe(0o400);
    expect(modeOf(outside)).toBe(0o644);
  });
});
