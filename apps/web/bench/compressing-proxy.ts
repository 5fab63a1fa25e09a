import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createGzip } from 'node:zlib';

const COMPRESSIBLE = /javascript|css|html|json|svg|text\//;

/**
 * A gzip-compressing reverse proxy in front of `target` (`--compress`): what the app costs when
 * served the way a reverse proxy with `gzip on` (or a compressing server) would serve it.
 */
export async function startCompressingProxy(target: string) {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      `${target}${request.url ?? '/'}`,
      { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      (reply) => {
        const type = String(reply.headers['content-type'] ?? '');
        const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        if (!accepts || !COMPRESSIBLE.test(type)) {
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(response);
          return;
        }
        const headers = { ...reply.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
        delete headers['content-length'];
        response.writeHead(reply.statusCode ?? 502, headers);
        // Level 6, as nginx and most servers default to; not the maximum the build reports.
        reply.pipe(createGzip({ level: constants.Z_DEFAULT_COMPRESSION })).pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
