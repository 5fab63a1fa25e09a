import http from 'node:http';
import type { Socket } from 'node:net';
import { apiError, type ErrorCode } from '@grindstone/contract';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { PERMISSIONS_POLICY } from './permissions-policy';

export interface ClientErrorAnswer {
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
 * Writes the contract's error body as a whole HTTP answer straight to the socket, announcing
 * `Connection: close` (the caller then closes it): for refusals made where no Fastify reply
 * exists (a request Node's parser rejected, a body arriving too slowly, a connection over the
 * per-address cap). Like Node's own handler, nothing is written once a response has started.
 */
export function writeAnswerToSocket(
  socket: Socket & { _httpMessage?: http.ServerResponse | null },
  { status, code, message }: ClientErrorAnswer,
  extraHeaders: Record<string, string> = {},
) {
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const body = JSON.stringify(apiError(code, message));
    const extra = Object.entries(extraHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Permissions-Policy: ${PERMISSIONS_POLICY}\r\n` +
        extra.join('') +
        'Connection: close\r\n' +
        `\r\n${body}`,
    );
  }
}

/**
 * Fastify's `clientErrorHandler`: what a client gets when Node's HTTP parser rejects its bytes
 * (headers over the 16 KB limit, a malformed request line, broken chunked encoding, headers that
 * did not arrive within REQUEST_RECEIVE_TIMEOUT_S). No request object exists, so no hook or
 * error handler runs: the answer is written to the socket by hand and the connection closed.
 */
export const clientErrorHandler: FastifyServerOptions['clientErrorHandler'] = function (
  this: FastifyInstance,
  error,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = answerForClientError(error.code);
  this.log.debug({ err: error, status: answer.status }, 'client error');
  writeAnswerToSocket(socket, answer);
  socket.destroy(error);
};
