import type { FastifyRequest } from 'fastify';
import type { JudgeHandle } from '../judging/judge-port';

/** Run and Submit requests that may be in their intake at once (see intakeGate). */
export const JUDGE_INTAKE_CONCURRENCY = 2;

/**
 * Lets a few Run and Submit requests at a time through their intake: the database work between
 * a request's body arriving and its job waiting in the judge's line (the problem, its tests, the
 * pending submission). The rest wait here, in memory, before those queries.
 *
 * Why: the embedded database runs every query on the API's own thread, one at a time in the
 * order they were asked. Forty submissions that arrive together each keep one query in that
 * order until their job is queued, so a page a learner opens meanwhile waited behind forty
 * queries (the problem list's p99 went from ~10 to 88–169 ms during such a burst). Through the
 * gate it waits behind at most two (and the burst's session lookups, which come before). The judge takes seconds per job, so the few milliseconds a
 * submission may wait here do not change when it is judged; and a request leaves the gate the
 * moment its job is handed to the judge, so the gate never holds one while it is judged.
 */
export function intakeGate(concurrency = JUDGE_INTAKE_CONCURRENCY) {
  let inside = 0;
  const waiting: Array<() => void> = [];
  const holders = new WeakSet<FastifyRequest>();

  const leave = (request: FastifyRequest) => {
    if (!holders.delete(request)) return;
    const next = waiting.shift();
    // The place passes straight to the next request in line, so `inside` stays the same.
    if (next) next();
    else inside--;
  };

  return {
    /** A preHandler hook: resolves once `request` may start its intake. */
    async enter(request: FastifyRequest): Promise<void> {
      if (inside < concurrency) inside++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      holders.add(request);
    },

    /**
     * Leaves the gate (once; later calls do nothing). Called when the job is handed to the judge
     * and, as a safety net, when the response is sent or the client goes away.
     */
    leave,

    /** `judge` as seen by `request`: handing it a job lets the next request through the gate. */
    judgeFor(request: FastifyRequest, judge: JudgeHandle): JudgeHandle {
      const { queue } = judge;
      return {
        ...judge,
        queue: {
          backend: queue.backend,
          submit: (job, ticket) => {
            leave(request);
            return queue.submit(job, ticket);
          },
          stats: () => queue.stats(),
          close: () => queue.close(),
        },
      };
    },
  };
}

export type IntakeGate = ReturnType<typeof intakeGate>;
