import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';

/** The raw Set-Cookie line of the session cookie, attributes split and lower-cased. */
function sessionCookieAttributes(header: string | string[] | undefined): string[] {
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const line = lines.find((candidate) => candidate.startsWith('grindstone_session='));
  if (!line) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return line
    .split(';')
    .slice(1)
    .map((attribute) => attribute.trim().toLowerCase());
}

const register = (t: TestApp, n: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers,
    payload: { firstName: 'Cookie', emailId: `cookie${n}@example.com`, password: 'password1' },
  });

describe('the session cookie with the default COOKIE_SAME_SITE (lax)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('is httpOnly and SameSite=Lax, Secure only when the request came over HTTPS', async () => {
    const plain = sessionCookieAttributes((await register(t, 1)).headers['set-cookie']);
    expect(plain).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(plain).not.toContain('secure');
    const https = sessionCookieAttributes(
      (await register(t, 2, { 'x-forwarded-proto': 'https' })).headers['set-cookie'],
    );
    expect(https).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure']));
  });
});

describe('the session cookie with COOKIE_SAME_SITE=strict', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { COOKIE_SAME_SITE: 'strict' });
  });
  afterAll(() => t.close());

  it('is SameSite=Strict', async () => {
    const attributes = sessionCookieAttributes((await register(t, 3)).headers['set-cookie']);
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict']));
  });
});

describe('the session cookie with COOKIE_SAME_SITE=none behind a TLS-terminating proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      COOKIE_SAME_SITE: 'none',
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://client.example.org',
    });
  });
  afterAll(() => t.close());

  it('is SameSite=None and always Secure, as browsers require', async () => {
    const overHttps: Record<string, string> = { 'x-forwarded-proto': 'https' };
    for (const [n, headers] of [overHttps, {}].entries()) {
      const response = await register(t, 4 + n, headers);
      const attributes = sessionCookieAttributes(response.headers['set-cookie']);
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=none', 'secure']));
    }
  });

  it('keeps a separately hosted client signed in, and logs it out with the same attributes', async () => {
    const origin = 'https://client.example.org';
    const learner = await registerLearner(t.app, 'Remote');
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/user/check',
      headers: { origin, cookie: learner.cookie, 'x-forwarded-proto': 'https' },
    });
    expect(check.statusCode).toBe(200);
    expect(check.headers['access-control-allow-origin']).toBe(origin);
    expect(check.headers['access-control-allow-credentials']).toBe('true');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { origin, cookie: learner.cookie, 'x-forwarded-proto': 'https' },
    });
    const cleared = sessionCookieAttributes(logout.headers['set-cookie']);
    expect(cleared).toEqual(expect.arrayContaining(['samesite=none', 'secure', 'httponly']));
    expect(cleared.some((attribute) => attribute.startsWith('expires='))).toBe(true);
  });
});
