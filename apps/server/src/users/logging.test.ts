import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, type TestApp } from '../test-support/test-app';

describe('request logging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { LOG_LEVEL: 'trace' });
  });
  afterAll(() => t.close());

  it('never writes passwords or session tokens to the log', async () => {
    const password = 'very-secret-password-42';
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: 'Logger', emailId: 'logger@example.com', password },
    });
    const cookie = sessionCookieOf(register);
    await t.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie } });
    const token = cookie.split('=')[1] ?? '';
    const everything = JSON.stringify(t.logs);
    expect(t.logs.length).toBeGreaterThan(2);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(token);
  });
});
