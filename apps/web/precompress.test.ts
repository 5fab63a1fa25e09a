import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from './precompress';

describe('precompressing the web build', () => {
  let dir: string;
  const script = `export const words = ${JSON.stringify('practice makes perfect '.repeat(400))};\n`;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'grindstone-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${' '.repeat(2000)}`);
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(path.join(dir, 'assets', 'tiny.js'), 'x'.repeat(MIN_BYTES - 1));
    // Already compressed (and random-looking): nothing to gain.
    await writeFile(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(8192, 1));
    await writeFile(path.join(dir, 'assets', 'noise.js'), randomBytes(4096));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz siblings that decompress to the file, for text files only', async () => {
    const results = await precompressDirectory(dir);
    const js = path.join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
    const entry = results.find((result) => result.file === js);
    expect(entry?.br).toBeLessThan(entry?.gz ?? 0);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    // Too small to matter, not a text type, or no smaller for it: sent as they are.
    for (const file of ['assets/tiny.js', 'assets/photo.png', 'assets/noise.js']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('never compresses its own output again', async () => {
    await precompressDirectory(dir);
    expect(existsSync(path.join(dir, 'assets', 'index-abc.js.br.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'index-abc.js.gz.gz'))).toBe(false);
  });
});
