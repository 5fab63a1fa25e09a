import http from 'node:http';
import type { Socket } from 'node:net';
import { apiError, type ErrorCode } from '@grindstone/contract';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { PERMISSIONS_POLICY } from './permissions-policy';

interface ClientErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
}

/** Node's HTTP parser errors, by Node's error code, with the status Node itself would answer. */
export function answerForClientError(errorCode: string | undefined): ClientErrorAnswer {
  switch (errorCode) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'MALFORMED_REQUEST', message: 'Request headers are too large' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Chunk extensions are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'MALFORMED_REQUEST',
        message: 'The request took too long to arrive',
      };
    default:
      return { status: 400, code: 'MALFORMED_REQUEST', message: 'Malformed HTTP request' };
  }
}

/**
 * Fastify's `clientErrorHandler`: what a client gets when Node's HTTP parser rejects its bytes
 * (headers over the 16 KB limit, a malformed request line, broken chunked encoding, a request
 * that never finished arriving). No request object exists, so no hook or error handler runs:
 * the answer is written to the socket by hand, in the contract's shape, and the connection
 * closed. Like Node's own handler, nothing is written once a response has started on the socket.
 */
export const clientErrorHandler: FastifyServerOptions['clientErrorHandler'] = function (
  this: FastifyInstance,
  error,
  socket: Socket & { _httpMessage?: http.ServerResponse | null },
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = answerForClientError(error.code);
  this.log.debug({ err: error, status }, 'client error');
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const body = JSON.stringify(apiError(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Permissions-Policy: ${PERMISSIONS_POLICY}\r\n` +
        'Connection: close\r\n' +
        `\r\n${body}`,
    );
  }
  socket.destroy(error);
};
