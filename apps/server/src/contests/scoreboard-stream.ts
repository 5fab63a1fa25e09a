import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { serverSentEventHeaders } from '../server-sent-event';
import type { ContestBoards } from './boards';
import { type BoardViewer, scoreboardJson } from './scoreboard';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;
/** How long a client waits before reconnecting after the stream is lost. */
const RETRY_MS = 2_000;

/** Every open stream's stop, so that a closing server ends them instead of waiting forever. */
const openStreams = new Set<() => void>();
export function endScoreboardStreams(): void {
  for (const stop of [...openStreams]) stop();
}

/**
 * The scoreboard as server-sent events: its first page as this viewer may see it (with their
 * own row) on connect, and again shortly after every change to the board, on whichever server
 * the change was made (boards.ts).
 */
export function streamScoreboard(
  reply: FastifyReply,
  boards: ContestBoards,
  contestId: string,
  viewer: BoardViewer,
  includeVirtual: boolean,
): FastifyReply {
  const stream = new PassThrough();
  let open = true;
  const send = async () => {
    const board = await boards.board(contestId);
    if (!open) return;
    if (!board) {
      stream.end();
      return;
    }
    const json = scoreboardJson(board, viewer, Date.now(), { page: 1, includeVirtual });
    stream.write(`data: ${json}\n\n`);
  };
  const sendSafely = () => void send().catch(() => stream.end());
  const unwatch = boards.watch(contestId, sendSafely);
  const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  const stop = () => {
    if (!open) return;
    open = false;
    openStreams.delete(stop);
    unwatch();
    clearInterval(keepAlive);
    stream.end();
  };
  openStreams.add(stop);
  reply.raw.on('close', stop);
  stream.write(`retry: ${RETRY_MS}\n\n`);
  sendSafely();
  return reply.headers(serverSentEventHeaders).send(stream);
}
