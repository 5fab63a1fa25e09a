import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { BODY_LIMIT_KB: '4' });
    // A route with a bug in it, to see what a client and the log get from an unexpected throw.
    t.app.get('/api/test/bug', async () => {
      throw new TypeError('secret internal detail');
    });
    // What a plugin (or Fastify itself) throws for a request it will not serve.
    const clientError = (statusCode: number, message: string) =>
      Object.assign(new Error(message), { statusCode });
    t.app.get('/api/test/plugin-4xx', async () => {
      throw clientError(405, 'Use POST here');
    });
    t.app.get('/api/test/plugin-429', async () => {
      throw clientError(429, 'Slow down');
    });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'No API route GET /api/no/such/route',
      error: 'No API route GET /api/no/such/route',
      code: 'NOT_FOUND',
    });
  });

  it('repeats the message in `error` in every error body, validation failures included', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      t.app.inject({ method: 'GET', url: '/api/user/check' }),
      t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { firstName: 'x', emailId: 'not-an-email', password: '1' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'text/csv' },
        payload: 'a,b',
      }),
      t.app.inject({ method: 'GET', url: '/api/test/plugin-429' }),
      t.app.inject({ method: 'GET', url: '/api/test/bug' }),
      t.app.inject({ method: 'GET', url: '/no-such-file.js' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([
      404, 401, 400, 415, 429, 500, 404,
    ]);
    for (const response of responses) {
      const body = response.json();
      expect(typeof body.message, response.body).toBe('string');
      expect(body.error, response.body).toBe(body.message);
      expect(typeof body.code, response.body).toBe('string');
    }
    const validation = responses[2]?.json();
    expect(validation.code).toBe('VALIDATION_FAILED');
    expect(validation.issues.length).toBeGreaterThan(0);
    expect(validation.error).toBe(validation.issues[0].message);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Malformed JSON body',
      error: 'Malformed JSON body',
      code: 'MALFORMED_REQUEST',
    });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: 'x'.repeat(10_000), emailId: 'big@example.com', password: 'password1' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers a URL that does not decode with 400 in the contract’s shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/getProfileById/%E0%A4%A',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      message: expect.stringContaining('not a valid url component'),
      error: response.json().message,
      code: 'MALFORMED_REQUEST',
    });
  });

  it('answers an over-long path parameter with Fastify’s 414 in the contract’s shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/getProfileById/${'a'.repeat(200)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      message: expect.stringContaining('max param length'),
      error: response.json().message,
      code: 'MALFORMED_REQUEST',
    });
  });

  it('keeps any other client error’s status, in the contract’s shape, instead of a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/plugin-4xx' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({
      message: 'Use POST here',
      error: 'Use POST here',
      code: 'MALFORMED_REQUEST',
    });
    const limited = await t.app.inject({ method: 'GET', url: '/api/test/plugin-429' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('hides a bug behind a 500 with a request id that the log line also carries', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bug' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      message: 'Internal server error',
      error: 'Internal server error',
      code: 'INTERNAL',
      requestId: expect.any(String),
    });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('TypeError');
    const logLine = t.logs.find(
      (line) => line.msg === 'unhandled error' && line.reqId === body.requestId,
    );
    expect(logLine).toBeDefined();
    expect(JSON.stringify(logLine)).toContain('secret internal detail');
  });
});
