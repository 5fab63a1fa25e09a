import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../test-support/test-app';
import { limitSlowClients } from './slow-clients';

/** Starts a test app on a real port of 127.0.0.1; `prepare` may add routes before it listens. */
async function listening(env: Record<string, string>, prepare?: (t: TestApp) => void) {
  const t = await createTestApp('pglite', env);
  prepare?.(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return { t, port: typeof address === 'object' && address ? address.port : 0 };
}

/**
 * A client that sends `head` at once and then `piece` every `everyMs`, as a slow (or hostile)
 * link would, until it sent `bodyLength` bytes. The client never closes the connection: the
 * promise resolves with what the server sent once the server closed it.
 */
function trickle(
  port: number,
  head: string,
  piece: string,
  everyMs: number,
  bodyLength = Number.POSITIVE_INFINITY,
): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let sent = 0;
  const timer = setInterval(() => {
    if (!socket.writable || sent >= bodyLength) return;
    socket.write(piece);
    sent += piece.length;
  }, everyMs);
  socket.on('connect', () => socket.write(head));
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.on('error', () => {});
  return new Promise((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    }),
  );
}

const postHead = (url: string, contentType: string, length: number, extra = '') =>
  `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\n` +
  `Content-Length: ${length}\r\n${extra}\r\n`;

const statusOf = (answer: string) => Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One GET through `agent` (which may keep its connection open), from `localAddress`. */
function get(port: number, path: string, agent: http.Agent | false, localAddress = '127.0.0.1') {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent, localAddress }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
  });
}

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    ({ t, port } = await listening(
      { REQUEST_RECEIVE_TIMEOUT_S: '2', UPLOAD_MIN_BYTES_PER_S: '2000' },
      (app) =>
        // Stands for any route that takes long to answer once the body is in (a package import
        // judges every solution): the answer comes after the receive timeout has passed.
        app.app.post('/slow-answer', async (request) => {
          await sleep(3500);
          return { received: request.body };
        }),
    ));
    admin = await signInAdmin(t, 'slow-clients@example.com');
  });
  afterAll(() => t.close());

  it('closes connections whose JSON body trickles in, while normal requests are served', async () => {
    const slow = Array.from({ length: 50 }, () =>
      trickle(port, postHead('/api/user/login', 'application/json', 1000), ' ', 500),
    );
    for (let index = 0; index < 10; index++) {
      expect((await get(port, '/api/health', false)).status).toBe(200);
    }
    for (const answer of await Promise.all(slow)) {
      expect(statusOf(answer)).toBe(408);
      expect(bodyOf(answer)).toMatchObject({
        code: 'MALFORMED_REQUEST',
        message: 'The request took too long to arrive',
      });
    }
    expect((await get(port, '/api/health', false)).status).toBe(200);
  }, 30_000);

  it('closes connections whose headers trickle in, or that send nothing', async () => {
    const answers = await Promise.all([
      trickle(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X', 500),
      trickle(port, '', '', 60_000),
    ]);
    for (const answer of answers) expect(statusOf(answer)).toBe(408);
  }, 30_000);

  it('answers a request received in time, however long the answer takes', async () => {
    const body = '{"package":"big"}';
    const head = postHead('/slow-answer', 'application/json', body.length, 'Connection: close\r\n');
    const answer = await trickle(port, `${head}${body}`, '', 60_000);
    expect(statusOf(answer)).toBe(200);
    expect(bodyOf(answer)).toEqual({ received: { package: 'big' } });
  }, 30_000);

  it('lets an upload that keeps the minimum rate take longer than the receive timeout', async () => {
    // 12 000 bytes at 4 000 bytes/s: 3 s, past the 2 s a JSON body gets, at twice the minimum.
    const extra = `Cookie: ${admin}\r\nConnection: close\r\n`;
    const head = postHead('/api/problem/import', 'application/zip', 12_000, extra);
    const answer = await trickle(port, head, 'z'.repeat(500), 125, 12_000);
    // The whole body arrived and the import itself answered: these bytes are no zip.
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer).code).not.toBe('MALFORMED_REQUEST');
  }, 30_000);

  it('closes an upload slower than the minimum rate', async () => {
    const head = postHead(
      '/api/problem/import',
      'application/zip',
      100_000,
      `Cookie: ${admin}\r\n`,
    );
    const answer = await trickle(port, head, 'z'.repeat(100), 250);
    expect(statusOf(answer)).toBe(408);
  }, 30_000);

  it('closes a refused upload that keeps trickling after its answer', async () => {
    // No session: refused with 401 before the body is read; Node would then read the rest.
    const head = postHead('/api/problem/import', 'application/zip', 100_000);
    const answer = await trickle(port, head, 'z'.repeat(100), 250);
    expect(statusOf(answer)).toBe(401);
  }, 30_000);
});

describe('connections per client address', () => {
  let t: TestApp;
  let port: number;
  const agents: http.Agent[] = [];
  /** A connection that stays open after its first answer (HTTP keep-alive). */
  const keptOpen = () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };
  beforeAll(async () => {
    ({ t, port } = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '3' }));
  });
  afterAll(async () => {
    for (const agent of agents) agent.destroy();
    await t.close();
  });

  it('refuses connections over the cap from one address and serves other addresses', async () => {
    const held = [keptOpen(), keptOpen(), keptOpen()];
    for (const agent of held) expect((await get(port, '/api/health', agent)).status).toBe(200);

    const refused = await get(port, '/api/health', false);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many open connections from your address. Please try again in a moment.',
    });
    expect(t.logs.some((line) => String(line.msg).includes('MAX_CONNECTIONS_PER_ADDRESS'))).toBe(
      true,
    );

    // Linux routes all of 127.0.0.0/8 to the loopback interface: another client address.
    expect((await get(port, '/api/health', false, '127.0.0.2')).status).toBe(200);

    // A held connection closes: its address may open another one.
    held[0]?.destroy();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      await sleep(100);
      status = (await get(port, '/api/health', false)).status;
    }
    expect(status).toBe(200);
  }, 30_000);
});

describe('connections per client address behind a trusted proxy', () => {
  it('applies no cap: every connection comes from the proxy', async () => {
    // The same wiring as the app's, on a bare server: only the settings matter here.
    const app = Fastify();
    limitSlowClients(app, {
      REQUEST_RECEIVE_TIMEOUT_S: 60,
      UPLOAD_MIN_BYTES_PER_S: 8192,
      MAX_CONNECTIONS_PER_ADDRESS: 3,
      TRUST_PROXY: ['loopback'],
    });
    app.get('/api/health', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const proxyPort = typeof address === 'object' && address ? address.port : 0;
    const agents = Array.from({ length: 6 }, () => new http.Agent({ keepAlive: true }));
    try {
      for (const agent of agents) {
        expect((await get(proxyPort, '/api/health', agent)).status).toBe(200);
      }
    } finally {
      for (const agent of agents) agent.destroy();
      await app.close();
    }
  });
});
