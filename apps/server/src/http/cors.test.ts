import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('cross-origin requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CORS_ORIGINS: 'https://practice.example.edu' });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: { origin, 'access-control-request-method': 'POST' },
    });

  it('allows a listed origin with credentials', async () => {
    const response = await preflight('https://practice.example.edu');
    expect(response.headers['access-control-allow-origin']).toBe('https://practice.example.edu');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('does not allow an unlisted origin', async () => {
    const response = await preflight('https://evil.example.com');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
