import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('operations endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('reports health with the database state and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      databaseKind: 'pglite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      judge: {
        backend: 'in-process',
        sandbox: expect.any(String),
        summary: expect.any(String),
        cgroups: expect.objectContaining({ host: expect.stringMatching(/^(v1|v2|hybrid|none)$/) }),
      },
    });
    const { judge } = response.json();
    // Full mode names the cgroup version it limits runs with; other modes use none.
    expect(judge.cgroups.used).toBe(
      judge.sandbox === 'full' ? (judge.cgroups.host === 'v2' ? 'v2' : 'v1') : null,
    );
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/user/register', '/api/user/login', '/api/health']),
    );
    const registerBody =
      document.paths['/api/user/register'].post.requestBody.content['application/json'].schema;
    expect(registerBody.required).toEqual(
      expect.arrayContaining(['firstName', 'emailId', 'password']),
    );
  });

  it('documents the error body, `error` included, on every operation', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const apiError = document.components.schemas.ApiError;
    expect(apiError.required).toEqual(expect.arrayContaining(['message', 'error', 'code']));
    expect(Object.keys(apiError.properties)).toEqual(
      expect.arrayContaining(['message', 'error', 'code', 'issues', 'requestId']),
    );
    const errorRef = { $ref: '#/components/schemas/ApiError' };
    const login = document.paths['/api/user/login'].post;
    for (const range of ['4XX', '5XX']) {
      expect(login.responses[range].content['application/json'].schema).toEqual(errorRef);
    }
    // A status a route describes itself keeps its own schema.
    const health = document.paths['/api/health'].get;
    expect(health.responses['503'].content['application/json'].schema).not.toEqual(errorRef);
  });

  it('serves the API docs page from the local bundle', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toMatch(/https?:\/\/(unpkg|cdn)/);
  });

  it('serves the docs page and its assets with the app’s CSP, which works over plain HTTP', async () => {
    const appPolicy = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(appPolicy).toContain("script-src 'self'");
    for (const url of ['/api/docs/', '/api/docs', '/api/docs/static/swagger-ui.css']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'grindstone.lan' },
      });
      expect(response.statusCode, url).toBeLessThan(400);
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toBe(appPolicy);
      expect(policy, url).not.toContain('upgrade-insecure-requests');
    }
  });
});
