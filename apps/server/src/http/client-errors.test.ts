import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { PERMISSIONS_POLICY } from './permissions-policy';

interface RawResponse {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes to the listening server and reads until it closes the connection. */
function sendRaw(port: number, bytes: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may reset the connection after answering: what it sent still counts.
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ statusLine, headers, body });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.write(bytes);
  });
}

describe('requests Node’s HTTP parser rejects', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  const expectContractAnswer = (response: RawResponse, status: number, code: string) => {
    expect(response.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
    expect(response.headers.connection).toBe('close');
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    const body = JSON.parse(response.body);
    expect(body).toEqual({ message: expect.any(String), error: body.message, code });
  };

  it('answers headers over 16 KB with 431', async () => {
    const response = await sendRaw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectContractAnswer(response, 431, 'MALFORMED_REQUEST');
    expect(JSON.parse(response.body).message).toBe('Request headers are too large');
  });

  it('answers a malformed request line with 400', async () => {
    const response = await sendRaw(port, 'NOT AN HTTP REQUEST\r\n\r\n');
    expectContractAnswer(response, 400, 'MALFORMED_REQUEST');
    expect(JSON.parse(response.body).message).toBe('Malformed HTTP request');
  });

  it('answers broken chunked encoding with 400', async () => {
    const response = await sendRaw(
      port,
      'POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    expectContractAnswer(response, 400, 'MALFORMED_REQUEST');
    expect(JSON.parse(response.body).message).toBe('Malformed HTTP request');
  });

  it('still answers well-formed requests on the same server', async () => {
    const response = await sendRaw(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(response.statusLine).toMatch(/^HTTP\/1\.1 200 /);
  });
});
