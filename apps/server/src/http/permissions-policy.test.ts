import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { PERMISSIONS_POLICY } from './permissions-policy';

describe('Permissions-Policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CORS_ORIGINS: 'https://practice.example.edu' });
  });
  afterAll(() => t.close());

  it('denies the powerful features the product never uses, and lets the app go fullscreen', () => {
    const directives = new Map(
      PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(directives.get(feature), feature).toBe('()');
    }
    expect(directives.get('fullscreen')).toBe('(self)');
  });

  it('is on every response: API, errors, framework errors, preflights, docs and pages', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/user/check' }),
      t.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      t.app.inject({ method: 'GET', url: '/api/user/getProfileById/%E0%A4%A' }),
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/user/login',
        headers: {
          origin: 'https://practice.example.edu',
          'access-control-request-method': 'POST',
        },
      }),
      t.app.inject({ method: 'GET', url: '/api/docs/' }),
      t.app.inject({ method: 'GET', url: '/problems' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([
      200, 401, 404, 400, 204, 200, 404,
    ]);
    for (const response of responses) {
      expect(response.headers['permissions-policy'], response.body).toBe(PERMISSIONS_POLICY);
    }
  });
});
