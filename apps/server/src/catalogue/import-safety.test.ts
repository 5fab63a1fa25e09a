import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NUL_TEXT_MESSAGE } from '@grindstone/contract';
import type { LightMyRequestResponse } from 'fastify';
import { type Zippable, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../test-support/test-app';
import { unpackZip } from './unpack';
import { zipLimits } from './zip-entries';

const encode = (text: string) => new TextEncoder().encode(text);
const manifest = (fields: Record<string, unknown> = {}) =>
  encode(
    JSON.stringify({
      slug: 'safe-sum',
      title: 'Safe Sum',
      difficulty: 'easy',
      tags: ['array'],
      examples: [{ test: '01', explanation: 'one plus two' }],
      ...fields,
    }),
  );

/** Stored (level 0) so tests can patch names and sizes in place. */
const storedZip = (files: Zippable) => zipSync(files, { level: 0 });

/** Replaces every occurrence of `from` by `to` (same length) in the zip's bytes. */
function replaceBytes(zip: Uint8Array, from: string, to: string): Uint8Array {
  const patched = Buffer.from(zip);
  const needle = Buffer.from(from);
  if (needle.length !== Buffer.byteLength(to)) throw new Error('same length only');
  for (let at = patched.indexOf(needle); at >= 0; at = patched.indexOf(needle, at + 1)) {
    patched.write(to, at);
  }
  return patched;
}

/** Calls `patch` with the offset of the central directory header of the entry `name`. */
function patchCentralHeader(
  zip: Uint8Array,
  name: string,
  patch: (view: DataView, header: number) => void,
): Uint8Array {
  const copy = Uint8Array.from(zip);
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 <= copy.length; at += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    if (Buffer.from(copy.subarray(at + 46, at + 46 + length)).toString() === name) {
      patch(view, at);
      return copy;
    }
  }
  throw new Error(`no central header for ${name}`);
}

/**
 * Uploads crafted zips to the admin import route. Everything refused here is refused before the
 * judge is needed, so this runs without the sandbox. Temp folders are made in a folder of this
 * file's own, which must be empty again after every upload: nothing written outside it, nothing
 * left behind inside it.
 */
describe('importing an uploaded zip stays inside its temp folder', () => {
  let t: TestApp;
  let admin: string;
  let tmp: string;
  const originalTmpdir = process.env.TMPDIR;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await signInAdmin(t, 'zip-safety@example.com', 'zip-safety-password');
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'import-safety-'));
    process.env.TMPDIR = tmp;
    expect(os.tmpdir()).toBe(tmp);
  }, 120_000);
  afterAll(async () => {
    process.env.TMPDIR = originalTmpdir;
    await t.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });
  afterEach(async () => {
    expect(await fs.readdir(tmp)).toEqual([]);
  });

  const upload = (zip: Uint8Array) =>
    t.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, 'content-type': 'application/zip' },
      payload: Buffer.from(zip),
    });

  /**
   * A 400 in the contract's shape whose message names no host path or internal failure (beyond
   * `uploadedName`, the uploader's own entry name, quoted back).
   */
  function expectRefused(response: LightMyRequestResponse, message: RegExp, uploadedName = '') {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(message);
    const ours = body.message.replace(uploadedName, '');
    expect(ours).not.toContain(tmp);
    expect(ours).not.toMatch(/EEXIST|ENOENT|ENOTDIR|mkdir|Cannot destructure|\/tmp\//);
  }

  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );

  it('refuses a root package whose slug climbs out, before writing anything', async () => {
    const target = `escaped-${randomUUID()}`;
    for (const slug of [`../../${target}`, `../${target}`, `/${target}`, `a/../../${target}`]) {
      const response = await upload(
        storedZip({ 'problem.json': manifest({ slug }), 'statement.md': encode('x') }),
      );
      expectRefused(response, /^problem\.json slug: slug must be lowercase kebab-case/);
    }
    expect(await exists(path.join(tmp, target))).toBe(false);
    expect(await exists(path.join(tmp, '..', target))).toBe(false);
  });

  it('refuses a slug naming a folder that already exists without showing its path', async () => {
    const existing = await fs.mkdtemp(path.join(tmp, 'existing-'));
    try {
      const slug = `../../${path.basename(existing)}`;
      const response = await upload(
        storedZip({ 'problem.json': manifest({ slug }), 'statement.md': encode('x') }),
      );
      expectRefused(response, /^problem\.json slug:/);
      expect(await fs.readdir(existing)).toEqual([]);
    } finally {
      await fs.rm(existing, { recursive: true, force: true });
    }
  });

  it.each([
    ['.. segments', (target: string) => `../${target}`, /"\.\." segments are not allowed/],
    ['.. in a folder', (target: string) => `pkg/../../${target}`, /"\.\." segments/],
    ['an absolute path', (target: string) => path.join(os.tmpdir(), target), /absolute paths/],
    ['a drive letter', (target: string) => `C:/${target}`, /absolute paths/],
    ['backslashes', (target: string) => `..\\..\\${target}`, /backslashes are not allowed/],
    ['a NUL character', (target: string) => `${target}\u0000.txt`, /NUL characters/],
    ['a control character', (target: string) => `${target}\n.txt`, /control characters/],
    ['an empty segment', (target: string) => `pkg//${target}`, /empty or "\." segments/],
    ['a "." segment', (target: string) => `./${target}`, /empty or "\." segments/],
    ['an over-long name', (target: string) => `${target}${'x'.repeat(300)}`, /too long/],
  ])('refuses an entry name with %s', async (_label, name, message) => {
    const target = `escaped-${randomUUID()}`;
    const entry = name(target);
    const response = await upload(
      storedZip({ 'pkg/problem.json': manifest({ slug: 'pkg' }), [entry]: encode('pwned') }),
    );
    expectRefused(response, message, entry);
    expect(response.json().message).toMatch(/^Unsafe path in zip: /);
    expect(await exists(path.join(tmp, target))).toBe(false);
    expect(await exists(path.join(tmp, '..', target))).toBe(false);
  });

  it('refuses symbolic links and other special files (zip external attributes)', async () => {
    const symlink = (0o120777 << 16) >>> 0;
    const fifo = (0o010644 << 16) >>> 0;
    expectRefused(
      await upload(
        storedZip({
          'pkg/problem.json': manifest({ slug: 'pkg' }),
          'pkg/tests': [encode(tmp), { os: 3, attrs: symlink }],
          'pkg/tests/01.in': encode('1 2\n'),
        }),
      ),
      /"pkg\/tests" \(symbolic links are not allowed\)/,
    );
    expectRefused(
      await upload(storedZip({ 'pkg/pipe': [encode(''), { os: 3, attrs: fifo }] })),
      /only files and folders are allowed/,
    );
  });

  it('refuses duplicate names and a name that is both a file and a folder', async () => {
    const twice = replaceBytes(
      storedZip({ 'pkg/dup-a.txt': encode('first'), 'pkg/dup-b.txt': encode('second') }),
      'dup-b.txt',
      'dup-a.txt',
    );
    expectRefused(await upload(twice), /"pkg\/dup-a\.txt" \(the name occurs more than once\)/);
    expectRefused(
      await upload(storedZip({ 'pkg/tests': encode('x'), 'pkg/tests/01.in': encode('1\n') })),
      /both a file and a folder/,
    );
    expectRefused(
      await upload(storedZip({ 'pkg/tests/01.in': encode('1\n'), 'pkg/tests': encode('x') })),
      /both a file and a folder/,
    );
  });

  it('refuses zip bombs: too many entries, too large unpacked, data larger than declared', async () => {
    const many: Zippable = {};
    for (let index = 0; index <= zipLimits.maxEntries; index += 1) many[`f${index}`] = encode('');
    expectRefused(await upload(storedZip(many)), /more than 10000 entries/);

    // Declared sizes are checked before anything is inflated or written.
    const huge = patchCentralHeader(
      storedZip({ 'pkg/big.in': encode('x') }),
      'pkg/big.in',
      (view, at) => view.setUint32(at + 24, 0xfffffff0, true),
    );
    expectRefused(await upload(huge), /unpacks to more than 256 MB/);
    const half = zipLimits.maxUnpackedBytes / 2 + 1;
    let twoHalves: Uint8Array = storedZip({ 'pkg/a.in': encode('x'), 'pkg/b.in': encode('y') });
    for (const name of ['pkg/a.in', 'pkg/b.in']) {
      twoHalves = patchCentralHeader(twoHalves, name, (view, at) =>
        view.setUint32(at + 24, half, true),
      );
    }
    expectRefused(await upload(twoHalves), /unpacks to more than 256 MB/);

    // 4 MB of zeros that claim to be 1 KB: inflating stops at the declared size and is refused.
    const liar = patchCentralHeader(
      zipSync({ 'pkg/liar.in': new Uint8Array(4 * 1024 * 1024) }, { level: 9 }),
      'pkg/liar.in',
      (view, at) => view.setUint32(at + 24, 1024, true),
    );
    expectRefused(await upload(liar), /"pkg\/liar\.in" is damaged/);
  });

  it('refuses encrypted entries, unknown compression and damaged data', async () => {
    const plain = () => storedZip({ 'pkg/a.in': encode('hello world') });
    expectRefused(
      await upload(
        patchCentralHeader(plain(), 'pkg/a.in', (view, at) => view.setUint16(at + 8, 1, true)),
      ),
      /"pkg\/a\.in" is encrypted/,
    );
    expectRefused(
      await upload(
        patchCentralHeader(plain(), 'pkg/a.in', (view, at) => view.setUint16(at + 10, 12, true)),
      ),
      /compression method other than deflate/,
    );
    expectRefused(
      await upload(
        patchCentralHeader(plain(), 'pkg/a.in', (view, at) => view.setUint16(at + 10, 8, true)),
      ),
      /"pkg\/a\.in" is damaged/,
    );
    expectRefused(await upload(encode('not a zip at all')), /^Not a readable zip: /);
    expectRefused(await upload(plain().subarray(0, 60)), /^Not a readable zip: /);
  });

  it('answers a broken problem.json with a 400 naming the file, at the root or nested', async () => {
    expectRefused(
      await upload(
        storedZip({ 'problem.json': encode('{ "slug": '), 'statement.md': encode('x') }),
      ),
      /^problem\.json is not valid JSON/,
    );
    for (const json of ['null', '[]', '"text"', '{}']) {
      expectRefused(
        await upload(storedZip({ 'problem.json': encode(json) })),
        /^problem\.json slug: /,
      );
    }
    expectRefused(
      await upload(storedZip({ 'broken-pkg/problem.json': encode('{ not json') })),
      /Nothing was imported\. broken-pkg: problem\.json is not valid JSON/,
    );
    expectRefused(
      await upload(storedZip({ 'odd-pkg/problem.json': encode('null') })),
      /Nothing was imported\. odd-pkg: problem\.json /,
    );
  });

  it('refuses NUL characters in the files that become stored text', async () => {
    const response = await upload(
      storedZip({
        'nul-pkg/problem.json': manifest({ slug: 'nul-pkg', title: 'Nul\u0000Title' }),
        'nul-pkg/editorial.md': encode('## Approach\nAdd.\u0000'),
        'nul-pkg/hints.md': encode('## Hint 1\n\u0000'),
      }),
    );
    expectRefused(response, /nul-pkg: problem\.json title: Text must not contain NUL characters/);
    const withValidManifest = await upload(
      storedZip({
        'nul-pkg/problem.json': manifest({ slug: 'nul-pkg' }),
        'nul-pkg/editorial.md': encode('## Approach\nAdd.\u0000'),
        'nul-pkg/hints.md': encode('## Hint 1\n\u0000'),
        'nul-pkg/tests/01.in': encode('1 2\u0000\n'),
        'nul-pkg/tests/01.out': encode('3\n'),
      }),
    );
    expectRefused(withValidManifest, new RegExp(`editorial\\.md: ${NUL_TEXT_MESSAGE}`));
    expect(withValidManifest.json().message).toContain(`hints.md: ${NUL_TEXT_MESSAGE}`);
    expect(withValidManifest.json().message).toContain(
      `visibleTestCases.0.input: ${NUL_TEXT_MESSAGE}`,
    );
  });

  it('unpacks a good zip of several packages inside its temp folder and cleans up', async () => {
    const zip = zipSync(
      {
        'first-pkg': {
          'problem.json': manifest({ slug: 'first-pkg' }),
          tests: { '01.in': encode('1 2\n'), '01.out': encode('3\n') },
          'statement.md': encode('Summe für alle — ünïcode\n'),
        },
        'second-pkg/problem.json': manifest({ slug: 'second-pkg' }),
        'second-pkg/empty-folder': {},
        'loose-file.txt': encode('ignored'),
      },
      { level: 6 },
    );
    const { dirs, cleanup } = await unpackZip(zip);
    try {
      expect(dirs.map((dir) => path.relative(tmp, dir).split(path.sep).slice(1))).toEqual([
        ['first-pkg'],
        ['second-pkg'],
      ]);
      expect(await fs.readFile(path.join(dirs[0] as string, 'tests', '01.in'), 'utf8')).toBe(
        '1 2\n',
      );
      expect(await fs.readFile(path.join(dirs[0] as string, 'statement.md'), 'utf8')).toBe(
        'Summe für alle — ünïcode\n',
      );
    } finally {
      await cleanup();
    }
  });

  it('puts a package zipped at its root into a folder named after its checked slug', async () => {
    const { dirs, cleanup } = await unpackZip(
      storedZip({ 'problem.json': manifest(), 'tests/01.in': encode('1 2\n') }),
    );
    try {
      expect(dirs).toHaveLength(1);
      expect(path.basename(dirs[0] as string)).toBe('safe-sum');
      expect(path.dirname(path.dirname(dirs[0] as string))).toBe(tmp);
      expect((await fs.readdir(dirs[0] as string)).sort()).toEqual(['problem.json', 'tests']);
    } finally {
      await cleanup();
    }
  });
});
