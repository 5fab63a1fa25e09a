import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  packageDigest,
  packagesToVerify,
  RECORD_FILE,
  readRecord,
  updateRecord,
  VERIFICATION_POLICY,
} from './verification-record';

let catalogue: string;
beforeEach(async () => {
  catalogue = await fs.mkdtemp(path.join(os.tmpdir(), 'verification-record-'));
});
afterEach(async () => {
  await fs.rm(catalogue, { recursive: true, force: true });
});

async function writePackage(slug: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(catalogue, slug, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, text);
  }
  return path.join(catalogue, slug);
}

describe('packageDigest', () => {
  it('is the same for the same files and changes with an edit, a rename, a new or a removed file', async () => {
    const dir = await writePackage('p', { 'problem.json': '{}', 'tests/01.in': '1\n' });
    const first = await packageDigest(dir);
    expect(await packageDigest(dir)).toBe(first);

    await fs.writeFile(path.join(dir, 'tests/01.in'), '2\n');
    const edited = await packageDigest(dir);
    expect(edited).not.toBe(first);

    await fs.rename(path.join(dir, 'tests/01.in'), path.join(dir, 'tests/02.in'));
    const renamed = await packageDigest(dir);
    expect(renamed).not.toBe(edited);

    await fs.writeFile(path.join(dir, 'tests/03.in'), '');
    const added = await packageDigest(dir);
    expect(added).not.toBe(renamed);

    await fs.rm(path.join(dir, 'tests/03.in'));
    expect(await packageDigest(dir)).toBe(renamed);
  });

  it('does not let bytes move between a file name and its contents', async () => {
    const a = await writePackage('a', { ab: 'c' });
    const b = await writePackage('b', { a: 'bc' });
    expect(await packageDigest(a)).not.toBe(await packageDigest(b));
  });
});

describe('the record', () => {
  it('is empty when missing, unreadable or of another policy', async () => {
    expect(await readRecord(catalogue)).toEqual({ policy: VERIFICATION_POLICY, packages: {} });
    await fs.writeFile(path.join(catalogue, RECORD_FILE), 'not json');
    expect((await readRecord(catalogue)).packages).toEqual({});
    await fs.writeFile(
      path.join(catalogue, RECORD_FILE),
      JSON.stringify({ policy: VERIFICATION_POLICY + 1, packages: { p: 'x' } }),
    );
    expect((await readRecord(catalogue)).packages).toEqual({});
  });

  it('keeps what passed, forgets what failed or is gone, and leaves no temporary file', async () => {
    await updateRecord(catalogue, {
      passed: { b: 'digest-b', a: 'digest-a', gone: 'digest-gone' },
      failed: [],
      present: ['a', 'b', 'c', 'gone'],
    });
    await updateRecord(catalogue, {
      passed: { c: 'digest-c' },
      failed: ['b'],
      present: ['a', 'b', 'c'],
    });
    const record = await readRecord(catalogue);
    expect(record.packages).toEqual({ a: 'digest-a', c: 'digest-c' });
    expect(Object.keys(record.packages)).toEqual(['a', 'c']);
    expect(await fs.readdir(catalogue)).toEqual([RECORD_FILE]);
  });
});

describe('packagesToVerify', () => {
  const packages = Array.from({ length: 30 }, (_, i) => ({ slug: `p${i}`, digest: `d${i}` }));
  const record = {
    policy: VERIFICATION_POLICY,
    packages: Object.fromEntries(packages.map((pkg) => [pkg.slug, pkg.digest])),
  };

  it('judges every changed or unrecorded package, and a sample of the rest', () => {
    const packages7 = Object.entries(record.packages).filter(([slug]) => slug !== 'p7');
    const changedRecord = {
      ...record,
      packages: { ...Object.fromEntries(packages7), p3: 'old digest' },
    };
    const { changed, sampled } = packagesToVerify(packages, changedRecord, {
      sample: 5,
      seed: 'abc',
    });
    expect(changed).toEqual(['p3', 'p7']);
    expect(sampled).toHaveLength(5);
    expect(sampled).not.toContain('p3');
    expect(sampled).not.toContain('p7');
  });

  it('picks the same sample for the same seed and another for another seed', () => {
    const one = packagesToVerify(packages, record, { sample: 6, seed: 'commit-1' }).sampled;
    expect(packagesToVerify(packages, record, { sample: 6, seed: 'commit-1' }).sampled).toEqual(
      one,
    );
    expect(packagesToVerify(packages, record, { sample: 6, seed: 'commit-2' }).sampled).not.toEqual(
      one,
    );
  });

  it('judges everything when nothing is recorded, and only the changed ones with a sample of 0', () => {
    const empty = { policy: VERIFICATION_POLICY, packages: {} };
    expect(packagesToVerify(packages, empty, { sample: 3, seed: 's' }).changed).toHaveLength(30);
    expect(packagesToVerify(packages, record, { sample: 0, seed: 's' })).toEqual({
      changed: [],
      sampled: [],
    });
  });
});
