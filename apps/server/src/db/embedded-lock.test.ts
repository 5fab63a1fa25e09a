import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { lockEmbeddedDatabase } from './embedded-lock';

describe('the embedded database lock', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-lock-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('refuses a second open of the same directory until the first is closed', async () => {
    const dir = path.join(dataDir, 'db');
    const first = await openDatabase({ pgliteDir: dir });
    try {
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(
        `The embedded database in ${dir} is in use by process ${process.pid}; stop the server first or use PostgreSQL`,
      );
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ pgliteDir: dir });
    expect(await again.ping()).toBe(true);
    await again.close();
  }, 120_000);

  it('takes over a lock left by a process that died', async () => {
    const dir = path.join(dataDir, 'crashed');
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    await fs.writeFile(`${dir}.lock`, dead.stdout.trim());
    const release = lockEmbeddedDatabase(dir);
    expect(await fs.readFile(`${dir}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
    await expect(fs.access(`${dir}.lock`)).rejects.toThrow();
  });

  it('takes over a stale lock whose pid now belongs to another process (a container restart)', async () => {
    // In a container the restarted server often gets the crashed one's pid (1): the lock names
    // the same pid, but a different start time, so it is stale, not "in use by ourselves".
    const dir = path.join(dataDir, 'restarted');
    const bootId = (await fs.readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
    await fs.writeFile(`${dir}.lock`, `${process.pid} ${bootId} 1`);
    const release = lockEmbeddedDatabase(dir);
    const owner = await fs.readFile(`${dir}.lock`, 'utf8');
    expect(owner).toMatch(new RegExp(`^${process.pid} ${bootId} \\d+$`));
    expect(owner).not.toBe(`${process.pid} ${bootId} 1`);
    release();
  });

  it('makes `npm run admin` fail with the reason while another process holds it', async () => {
    const release = lockEmbeddedDatabase(path.join(dataDir, 'db'));
    try {
      const result = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          path.resolve(import.meta.dirname, '../cli/admin.ts'),
          'promote',
          'a@b.co',
        ],
        { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`is in use by process ${process.pid}; stop the server first`);
      expect(result.stderr).not.toContain('    at ');
    } finally {
      release();
    }
  }, 60_000);
});
