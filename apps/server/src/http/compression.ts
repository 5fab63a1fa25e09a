import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { compressInMemoryBodies } from './compress-in-memory';

/** Responses smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses for clients that accept it (brotli, else gzip), with
 * `Vary: Accept-Encoding`: API JSON above COMPRESS_THRESHOLD_BYTES, and any other text the
 * server streams (the API docs' assets). The web app's files are compressed at build time
 * (apps/web/precompress.ts) and sent by @fastify/static as they are (`preCompressed`, web-app.ts);
 * this plugin leaves a response alone once it has a Content-Encoding.
 *
 * Left alone too, by @fastify/compress itself: `text/event-stream` (a stream must reach the client
 * event by event), types mime-db marks as not compressible (images, audio, video, zip — already
 * compressed), bodies that already start with a gzip or deflate header, and partial content (206
 * or a Content-Range: ranges are offsets in the uncompressed bytes, as media players ask for).
 *
 * Registered before every route and before @fastify/static: the plugin hooks into the routes
 * created after it. Request bodies are never decompressed (`globalDecompression: false`): no
 * client sends them compressed, and a small gzip body must not inflate past the body limit's
 * intent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  compressInMemoryBodies(app, COMPRESS_THRESHOLD_BYTES);
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
  });
}
