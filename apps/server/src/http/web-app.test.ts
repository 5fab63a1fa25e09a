import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** A script big enough to be worth compressing, as the build's chunks are. */
const script = `console.log(${JSON.stringify('grindstone '.repeat(500))});\n`;
const indexHtml = `<!doctype html><title>Grindstone</title>${'<!-- padding -->'.repeat(100)}`;
/** Stands in for an uploaded video: binary, never compressed, asked for in ranges. */
const video = Buffer.alloc(4096, 7);

describe('serving the web app', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-web-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    // What the web build writes: each text file, with .br and .gz siblings.
    for (const [file, content] of [
      ['index.html', indexHtml],
      ['assets/app-abc123.js', script],
    ] as const) {
      await fs.writeFile(path.join(distDir, file), content);
      await fs.writeFile(path.join(distDir, `${file}.br`), brotliCompressSync(content));
      await fs.writeFile(path.join(distDir, `${file}.gz`), gzipSync(content));
    }
    await fs.writeFile(path.join(distDir, 'assets', 'tiny-0001.js'), 'console.log(1)');
    await fs.writeFile(path.join(distDir, 'assets', 'clip.mp4'), video);
    t = await createTestApp('pglite', { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers client-side routes with index.html so reloads work', async () => {
    for (const url of ['/', '/problems', '/problem/123', '/admin/upload/9?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Grindstone</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the brotli file to a browser that accepts it, with Vary', async () => {
    const response = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself when no encoding is accepted, still with Vary', async () => {
    const identity: Record<string, string> = { 'accept-encoding': 'identity' };
    for (const headers of [{}, identity]) {
      const response = await get('/assets/app-abc123.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it('sends index.html compressed for client-side routes too', async () => {
    const response = await get('/problems', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });

  it('answers a range of a media file with exactly those bytes, never compressed', async () => {
    const response = await get('/assets/clip.mp4', {
      'accept-encoding': 'gzip, br',
      range: 'bytes=100-199',
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(response.rawPayload).toEqual(video.subarray(100, 200));
    const whole = await get('/assets/clip.mp4', { 'accept-encoding': 'gzip, br' });
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload).toEqual(video);
  });

  it('keeps API misses and missing files out of the SPA fallback', async () => {
    const api = await get('/api/problem/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const missingAsset = await get('/assets/missing.js');
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toEqual({
      message: 'Not found',
      error: 'Not found',
      code: 'NOT_FOUND',
    });
  });

  it('sends security headers', async () => {
    const response = await get('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
