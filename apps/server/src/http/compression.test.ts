import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { acceptedEncoding, IN_MEMORY_COMPRESS_MAX_BYTES } from './compress-in-memory';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

describe('compressed API responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    // A server-sent event stream, as progress reports will be: each event must reach the
    // client when it is written, not when a compressor's buffer fills.
    t.app.get('/api/test/events', async (_request, reply) => {
      const stream = new PassThrough();
      stream.end(`data: ${'x'.repeat(4096)}\n\n`);
      return reply.type('text/event-stream').send(stream);
    });
    // JSON bodies on either side of the in-memory limit: one compressed in a single call, one
    // streamed through @fastify/compress.
    for (const [name, bytes] of [
      ['medium', 50_000],
      ['large', IN_MEMORY_COMPRESS_MAX_BYTES * 2],
    ] as const) {
      t.app.get(`/api/test/${name}`, async () => ({ text: 'grindstone '.repeat(bytes / 11) }));
    }
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('compresses a large JSON answer with brotli or gzip, as the client accepts', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES * 10);

    const br = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it.each(['medium', 'large'])('compresses a %s JSON body the same way', async (name) => {
    const plain = await get(`/api/test/${name}`);
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get(`/api/test/${name}`, encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const body = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(JSON.parse(body(response.rawPayload).toString())).toEqual(plain.json());
    }
    expect((await get(`/api/test/${name}`, 'br;q=0, gzip')).headers['content-encoding']).toBe(
      'gzip',
    );
    expect(
      (await get(`/api/test/${name}`, 'identity')).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('reads Accept-Encoding weights', () => {
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeUndefined();
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await get('/api/health', 'gzip, br');
    expect(response.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().status).toBeDefined();
  });

  it('never compresses an event stream', async () => {
    const response = await get('/api/test/events', 'gzip, br');
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(`data: ${'x'.repeat(4096)}\n\n`);
  });

  it('does not decompress request bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: '{"emailId": "a@example.com", "password": "password1"}',
    });
    // Read as the JSON it is, not fed to gunzip: the credentials are simply wrong.
    expect(response.statusCode).toBe(401);
  });
});
