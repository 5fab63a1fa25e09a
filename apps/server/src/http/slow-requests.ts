import type http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { answerForClientError, writeAnswerToSocket } from './client-errors';

/**
 * Bodies that are uploads (a video or an image from the media host, a problem-package zip):
 * they may take long on a slow link, so they are held to a minimum rate instead of a deadline.
 * Every other body (JSON) is small and must arrive whole within the receive timeout.
 */
const UPLOAD_CONTENT_TYPES = ['multipart/form-data', 'application/zip'];

/** How often the requests still arriving are looked at (and Node checks its headers timeout). */
export const RECEIVE_CHECK_INTERVAL_MS = 1000;

export interface ReceiveLimits {
  /** A request's headers, and then a JSON body, must arrive within this. */
  receiveTimeoutMs: number;
  /** An upload gets the receive timeout plus one second per this many bytes received. */
  uploadMinBytesPerSecond: number;
}

/** A request whose body has not fully arrived yet. */
interface Arriving {
  request: http.IncomingMessage;
  upload: boolean;
  startedAt: number;
  /** The socket's byte count when the headers were read: what came since is the body. */
  bytesReadAtStart: number;
}

const isUpload = (contentType: string | undefined) =>
  UPLOAD_CONTENT_TYPES.some((type) => contentType?.toLowerCase().startsWith(type));

/**
 * Closes connections whose request body arrives too slowly, so clients that send headers and
 * then a byte now and then cannot hold the server's connections (docs/operations.md):
 *
 * - Node's `headersTimeout` (set from the same limit in app.ts) covers the headers;
 * - a JSON body must be complete within `receiveTimeoutMs` of its headers;
 * - an upload's allowance grows with what it delivered: `receiveTimeoutMs` plus one second per
 *   `uploadMinBytesPerSecond` bytes, so a 100 MB video on a slow link goes through while a
 *   trickle does not.
 *
 * Only receiving is timed: once the body is in, answering may take as long as it takes (a
 * package import judges every solution). Node's own `requestTimeout` cannot be used: it is one
 * fixed limit for every request, uploads included. The body is never read here (that would take
 * it from its parser): the socket's byte count and the request's `complete` flag are enough.
 */
export function closeSlowRequests(
  server: http.Server,
  limits: ReceiveLimits,
  log: FastifyBaseLogger,
) {
  const arriving = new Set<Arriving>();

  server.on('request', (request: http.IncomingMessage) => {
    // A request without a body (or whose small body came with its headers) is complete already.
    if (request.complete) return;
    arriving.add({
      request,
      upload: isUpload(request.headers['content-type']),
      startedAt: Date.now(),
      bytesReadAtStart: request.socket.bytesRead,
    });
  });

  const allowanceMs = (entry: Arriving) => {
    if (!entry.upload) return limits.receiveTimeoutMs;
    const received = entry.request.socket.bytesRead - entry.bytesReadAtStart;
    return limits.receiveTimeoutMs + (received / limits.uploadMinBytesPerSecond) * 1000;
  };

  const check = () => {
    const now = Date.now();
    for (const entry of arriving) {
      const { request } = entry;
      // Watched until the last byte is in, even after an early answer (a refused upload): Node
      // then reads and discards the rest, and a trickle must not hold the connection that way.
      if (request.complete || request.socket.destroyed) {
        arriving.delete(entry);
      } else if (now - entry.startedAt > allowanceMs(entry)) {
        arriving.delete(entry);
        log.info(
          {
            method: request.method,
            url: request.url,
            remoteAddress: request.socket.remoteAddress,
            bodyBytesReceived: request.socket.bytesRead - entry.bytesReadAtStart,
            seconds: Math.round((now - entry.startedAt) / 1000),
          },
          entry.upload
            ? 'closed an upload arriving slower than UPLOAD_MIN_BYTES_PER_S'
            : 'closed a request whose body did not arrive within REQUEST_RECEIVE_TIMEOUT_S',
        );
        writeAnswerToSocket(request.socket, answerForClientError('ERR_HTTP_REQUEST_TIMEOUT'));
        request.socket.destroy();
      }
    }
  };

  const timer = setInterval(check, RECEIVE_CHECK_INTERVAL_MS);
  timer.unref();
  // Not before the server has closed: closing waits for open connections, slow ones included.
  server.once('close', () => clearInterval(timer));
}
