import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiError } from '@grindstone/contract';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from './error-handler';

/**
 * Serves the built SPA: hashed assets are cached forever, index.html never, and every non-API
 * path falls back to index.html so client-side routes survive a reload. The build writes `.br`
 * and `.gz` siblings of the text files (apps/web/precompress.ts); `preCompressed` sends the one
 * the request's Accept-Encoding prefers (brotli, then gzip, else the file itself), always with
 * `Vary: Accept-Encoding`.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebBuild = fs.existsSync(indexFile);
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app build not found; only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(request, reply);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebBuild && wantsPage && !path.extname(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(apiError('NOT_FOUND', 'Not found'));
  });
}
