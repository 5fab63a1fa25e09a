import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { problemInputSchema } from '@grindstone/contract';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { sumProblem } from '../test-support/problem-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { exportProblemPackage } from './export-package';
import { importProblemPackage } from './import-catalogue';
import { readProblemPackage } from './read-package';
import { packageDirsIn, unpackZip } from './unpack';

describe('exporting and importing problem packages', () => {
  let t: TestApp;
  let work: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-export-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it('round-trips a stored problem through a package folder and a zip', async () => {
    const problems = problemsRepository(t.database.db);
    const input = problemInputSchema.parse(sumProblem({ title: 'Round trip' }));
    const extras = {
      slug: 'round-trip',
      editorial: '## Approach\nAdd.',
      hints: ['Read both.', 'Add them.'],
    };
    const id = await saveProblem({ problems, judge: t.judge }, input, {
      extras,
      skipVerification: true,
    });
    const row = await problems.findById(id);
    if (!row) throw new Error('not saved');

    const dir = path.join(work, 'round-trip');
    await exportProblemPackage(row, await problems.findTests(id, true), dir, 'round-trip');
    const pkg = await readProblemPackage(dir);
    expect(pkg.input).toEqual(input);
    expect(pkg.extras).toEqual(extras);

    // Zipped at its root, as an author would upload it; importing the same slug updates in place.
    const files: Record<string, Uint8Array> = {};
    for (const file of await fs.readdir(dir, { recursive: true })) {
      const full = path.join(dir, file);
      if ((await fs.stat(full)).isFile()) files[file] = await fs.readFile(full);
    }
    const zipFile = path.join(work, 'round-trip.zip');
    await fs.writeFile(zipFile, zipSync(files));
    const { dirs, cleanup } = await packageDirsIn(zipFile);
    try {
      expect(dirs).toHaveLength(1);
      const again = await readProblemPackage(dirs[0] as string);
      const result = await importProblemPackage({ problems, judge: t.judge }, again, {
        verify: false,
      });
      expect(result).toEqual({ id, created: false });
    } finally {
      await cleanup();
    }
  });

  it('refuses zip entries that would land outside the target folder', async () => {
    const evil = zipSync({ '../escaped.txt': new TextEncoder().encode('x') });
    await expect(unpackZip(evil)).rejects.toThrow(/Unsafe path/);
    await expect(fs.access(path.join(os.tmpdir(), 'escaped.txt'))).rejects.toThrow();
  });
});
