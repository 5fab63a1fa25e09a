import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../test-support/test-app';

describe('a JSON content type with no body (what axios sends on bodyless calls)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await signInAdmin(t, 'bodyless@example.com');
  }, 120_000);
  afterAll(() => t.close());

  const send = (method: 'DELETE' | 'POST', url: string, payload?: string) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: admin, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
    });

  it('reaches a route that takes no body', async () => {
    const response = await send(
      'DELETE',
      '/api/problem/delete/00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Problem not found');
  });

  it('still gets the route’s own validation message where a body is required', async () => {
    const response = await send('POST', '/api/problem/create');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('still refuses malformed JSON and prototype poisoning', async () => {
    expect((await send('POST', '/api/problem/create', '{"title":')).statusCode).toBe(400);
    const poisoned = await send('POST', '/api/problem/create', '{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });
});
