import type { Socket } from 'node:net';

/** How long a refused connection is still read (and what arrives dropped) before it is closed. */
export const REFUSAL_LINGER_MS = 2000;

/**
 * Closes a connection whose client may still be sending (a refused upload, a refused
 * connection): the write side at once, the connection after REFUSAL_LINGER_MS, reading and
 * dropping whatever arrives meanwhile. Closing with unread bytes would reset the connection, and
 * a client still sending would lose the answer already written to it (it read a reset instead).
 */
export function lingerThenClose(socket: Socket): void {
  socket.end();
  socket.resume();
  socket.on('error', () => {});
  setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS).unref();
}
