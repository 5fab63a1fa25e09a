import { Readable } from 'node:stream';
import { type SubmitResult, submitStreamEvents } from '@grindstone/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer } from '../error-answer';
import { serverSentEvent, serverSentEventHeaders } from '../server-sent-event';

type Submit = (onPosition: (position: number) => void) => Promise<SubmitResult>;

/**
 * The latest place in line, for one reader: places that change faster than they are read are
 * skipped (only the newest matters to a learner).
 */
function placesInLine() {
  let latest: number | undefined;
  let wake: (() => void) | undefined;
  return {
    tell(position: number) {
      latest = position;
      wake?.();
    },
    async next(): Promise<number> {
      while (latest === undefined) await new Promise<void>((resolve) => (wake = resolve));
      const position = latest;
      latest = undefined;
      return position;
    },
  };
}

/**
 * Submit for a client that asked for progress (`Accept: text/event-stream`): the submission's
 * place in line while it waits for the judge, then its result, as server-sent events (the
 * contract's `submitStreamEvents`). Nothing is sent until the queue has taken the submission (its
 * first place), so a refusal before that (busy, invalid, not found) is the same JSON error every
 * client gets; a failure after it is an `error` event with that same body and its status.
 */
export async function streamSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  submit: Submit,
): Promise<SubmitResult | FastifyReply> {
  const places = placesInLine();
  const result = submit(places.tell);
  // Read below or returned; never an unhandled rejection if the learner leaves first.
  result.catch(() => {});
  const first = await Promise.race([places.next(), result.then(() => undefined)]);
  // Judged before its first place was read (a remote queue reads places now and then): the
  // result as JSON, which the client reads too.
  if (first === undefined) return result;
  const outcome = result.then(
    (done) => ({ done }),
    (failed: FastifyError) => ({ failed }),
  );
  async function* events() {
    yield serverSentEvent(submitStreamEvents.position, { position: first });
    for (;;) {
      const next = await Promise.race([places.next(), outcome]);
      if (typeof next === 'number') {
        yield serverSentEvent(submitStreamEvents.position, { position: next });
      } else if ('done' in next) {
        yield serverSentEvent(submitStreamEvents.done, next.done);
        return;
      } else {
        const { status, body } = errorAnswer(next.failed, request);
        yield serverSentEvent(submitStreamEvents.error, { ...body, status });
        return;
      }
    }
  }
  return reply.headers(serverSentEventHeaders).send(Readable.from(events()));
}
