import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const LIMIT = 3;

describe('login and register rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('answers the login attempt over the per-IP limit with 429 and a message', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailId: 'guess@example.com', password: 'guess-1234' },
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body).toEqual({ code: 'RATE_LIMITED', message: body.error, error: body.error });
    expect(body.message).toMatch(
      /^Too many requests\. Please try again in \d+ (seconds?|minute)\.$/,
    );
    // Seconds until the window resets: at most the minute, at least 1.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('limits registering per IP too', async () => {
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: '198.51.100.9',
        payload: { firstName: 'Signup', emailId: `many${n}@example.com`, password: 'password1' },
      });
    for (let n = 0; n < LIMIT; n += 1) expect((await register(n)).statusCode).toBe(201);
    const limited = await register(LIMIT);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '198.51.100.20',
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
        payload: { emailId: 'guess@example.com', password: 'guess-1234' },
      });
    for (let n = 0; n < LIMIT; n += 1) expect((await attempt(n)).statusCode).toBe(401);
    expect((await attempt(LIMIT)).statusCode).toBe(429);
  });
});

describe.each([
  ['a hop count', '1'],
  ['true (one hop)', 'true'],
  ['the proxy’s address', '127.0.0.1'],
  ['the proxy’s network', '127.0.0.0/8, ::1'],
])('behind a reverse proxy named by %s', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: trustProxy,
    });
  });
  afterAll(() => t.close());

  /** The proxy (127.0.0.1, inject's default peer) appends the real client's address last. */
  const viaProxy = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { emailId: 'guess@example.com', password: 'guess-1234' },
    });

  it('keys the limit by the address the proxy saw, whatever the client forged before it', async () => {
    for (let n = 0; n < LIMIT; n += 1) {
      expect((await viaProxy(`10.9.9.${n}, 203.0.113.7`)).statusCode).toBe(401);
    }
    const limited = await viaProxy(`10.9.9.${LIMIT}, 203.0.113.7`);
    expect(limited.statusCode).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await viaProxy('203.0.113.8')).statusCode).toBe(401);
  });
});
