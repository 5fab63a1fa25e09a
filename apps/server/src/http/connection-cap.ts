import type http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { lingerThenClose } from '../lingering-close';
import { writeAnswerToSocket } from './client-errors';

/** How long a refused connection may stay open for its client to read the refusal. */

/**
 * At most `max` open connections per client address (MAX_CONNECTIONS_PER_ADDRESS): one host can
 * no longer take every connection the server can hold. Only meaningful when clients connect
 * directly (no TRUST_PROXY): behind a proxy every connection comes from the proxy's address.
 *
 * A connection over the cap never reaches the HTTP parser: it gets a 429 in the contract's shape
 * and is closed. Node's HTTP server handles connections through its own 'connection' listener,
 * so that listener is wrapped here rather than racing it.
 */
export function capConnectionsPerAddress(server: http.Server, max: number, log: FastifyBaseLogger) {
  const open = new Map<string, number>();
  // Addresses at the cap that were already reported: one log line per episode, not per refusal.
  const reported = new Set<string>();
  const httpListeners = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!reported.has(address)) {
        reported.add(address);
        log.warn(
          { remoteAddress: address, max },
          'refusing connections from an address at MAX_CONNECTIONS_PER_ADDRESS',
        );
      }
      refuse(socket);
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      reported.delete(address);
    });
    for (const listener of httpListeners) listener.call(server, socket);
  });
}

/** Answers 429 and closes, reading and dropping what the client still sends (lingerThenClose). */
function refuse(socket: Socket) {
  writeAnswerToSocket(
    socket,
    {
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many open connections from your address. Please try again in a moment.',
    },
    { 'Retry-After': '5' },
  );
  lingerThenClose(socket);
}
