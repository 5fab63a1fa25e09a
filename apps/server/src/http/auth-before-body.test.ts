import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registerLearner,
  signInAdmin,
  type TestApp,
} from '../test-support/test-app';

const someId = '00000000-0000-4000-8000-000000000000';
const MB = 1024 * 1024;

/**
 * Authentication and roles are checked on onRequest, before the body is read: a caller without
 * the right gets 401/403, never validation details, and never makes the server take a body in.
 */
describe('authorization before the body is read', () => {
  let t: TestApp;
  let learner: Awaited<ReturnType<typeof registerLearner>>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    learner = await registerLearner(t.app, 'Curious');
    admin = await signInAdmin(t, 'gate@example.com', 'gate-password');
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Admin routes with bodies or params that would fail validation (or parsing). */
  const adminRoutes: Array<[Method, string, { type?: string; body?: string }]> = [
    ['POST', '/api/problem/create', { body: '{"title":""}' }],
    ['POST', `/api/problem/update/${someId}`, { body: '{"title":""}' }],
    ['PUT', `/api/problem/update/${someId}`, { body: '{"title":""}' }],
    ['DELETE', '/api/problem/delete/not-a-uuid', {}],
    ['POST', '/api/problem/import', { body: '{"not json' }],
    ['GET', '/api/problem/export/not-a-uuid', {}],
  ];
  const send = (
    method: Method,
    url: string,
    input: { type?: string; body?: string },
    cookie?: string,
  ) =>
    t.app.inject({
      method,
      url,
      payload: input.body,
      headers: {
        ...(input.body !== undefined ? { 'content-type': input.type ?? 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
    });

  it.each(adminRoutes)(
    'refuses %s %s with 401 for a guest and 403 for a learner',
    async (method, url, input) => {
      const guest = await send(method, url, input);
      expect(guest.statusCode, guest.body).toBe(401);
      expect(guest.json()).toEqual({
        message: 'Please log in to continue',
        error: 'Please log in to continue',
        code: 'UNAUTHENTICATED',
      });
      const asLearner = await send(method, url, input, learner.cookie);
      expect(asLearner.statusCode, asLearner.body).toBe(403);
      expect(asLearner.json()).toEqual({
        message: 'Admin access required',
        error: 'Admin access required',
        code: 'FORBIDDEN',
      });
    },
  );

  it('still validates the body for an admin', async () => {
    const response = await send('POST', '/api/problem/create', { body: '{"title":""}' }, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses someone else’s profile edit with 403, and a guest’s with 401, before validation', async () => {
    const other = await registerLearner(t.app, 'Other');
    const url = `/api/user/update/${other.user._id}`;
    const input = { body: '{"age":"old"}' };
    expect((await send('PUT', url, input)).statusCode).toBe(401);
    const intruder = await send('PUT', url, input, learner.cookie);
    expect(intruder.statusCode).toBe(403);
    expect(intruder.json().code).toBe('FORBIDDEN');
    expect((await send('PUT', url, input, other.cookie)).statusCode).toBe(400);
  });

  it('refuses a guest’s run and submit with 401 before validating the code', async () => {
    for (const path of ['run', 'submit']) {
      const response = await send('POST', `/api/submission/${path}/${someId}`, { body: '{}' });
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('answers a guest’s oversized problem or zip with 401, not 413: the body is never parsed', async () => {
    const problem = await t.app.inject({
      method: 'POST',
      url: '/api/problem/create',
      headers: { 'content-type': 'application/json' },
      payload: `{"description":"${'x'.repeat(33 * MB)}"}`,
    });
    expect(problem.statusCode).toBe(401);
    const zip = await t.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { 'content-type': 'application/zip' },
      payload: Buffer.alloc(65 * MB),
    });
    expect(zip.statusCode).toBe(401);
  });

  it('answers a guest over a real socket while the large body has not even been sent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/problem/import',
        headers: { 'content-type': 'application/zip', 'content-length': String(64 * MB) },
      });
      request.on('error', reject);
      request.on('response', (reply) => {
        let body = '';
        reply.on('data', (chunk) => {
          body += chunk;
        });
        reply.on('end', () => {
          request.destroy();
          resolve({ status: reply.statusCode ?? 0, body });
        });
      });
      // One kilobyte of the announced 64 MB: a server waiting for the body would never answer.
      request.write(Buffer.alloc(1024));
    });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body).code).toBe('UNAUTHENTICATED');
  });
});
