import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('serving the web app', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-web-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><title>Grindstone</title>',
    );
    await fs.writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp('pglite', { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html so reloads work', async () => {
    for (const url of ['/', '/problems', '/problem/123', '/admin/upload/9?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Grindstone</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps API misses and missing files out of the SPA fallback', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/problem/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
