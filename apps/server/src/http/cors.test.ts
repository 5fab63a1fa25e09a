import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('cross-origin requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CORS_ORIGINS: 'https://practice.example.edu' });
  });
  afterAll(() => t.close());

  const preflight = (origin: string, method = 'POST', url = '/api/user/login') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method },
    });

  it('allows a listed origin with credentials', async () => {
    const response = await preflight('https://practice.example.edu');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://practice.example.edu');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('allows every method the API has, not only GET, HEAD and POST', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await preflight(
        'https://practice.example.edu',
        method,
        '/api/user/update/1',
      );
      const allowed = String(response.headers['access-control-allow-methods'])
        .split(',')
        .map((entry) => entry.trim());
      expect(allowed, method).toContain(method);
    }
  });

  it('answers a listed origin’s actual request with its origin and credentials', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://practice.example.edu' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://practice.example.edu');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives an unlisted origin nothing', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await preflight('https://evil.example.com', method);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['access-control-allow-methods']).toBeUndefined();
    }
    const actual = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(actual.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('allows no other origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: { origin: 'https://practice.example.edu', 'access-control-request-method': 'PUT' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });
});
