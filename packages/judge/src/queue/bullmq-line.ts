import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JudgeTicket } from './types';

/** BullMQ's largest priority number; lower numbers are taken first. */
export const LAST_PRIORITY = 2 ** 21 - 1;

/**
 * Turns across learners on the Redis queue, which has no per-learner lines of its own: a job's
 * priority is the number of that learner's jobs this server already has in flight, plus one.
 * Every learner's first job has priority 1 (taken in the order they came), every second job 2,
 * and so on, so one learner's ten jobs do not delay another learner's first. Learners are
 * counted per API server: with several servers behind a balancer a learner whose requests land
 * on two of them gets two first turns.
 */
export function learnerTurns() {
  const inFlight = new Map<string, number>();
  return {
    take(learner = '') {
      const earlier = inFlight.get(learner) ?? 0;
      inFlight.set(learner, earlier + 1);
      let done = false;
      return {
        priority: Math.min(earlier + 1, LAST_PRIORITY),
        /** The job was judged or failed: the learner's later jobs move up a turn. */
        done() {
          if (done) return;
          done = true;
          const left = (inFlight.get(learner) ?? 1) - 1;
          if (left > 0) inFlight.set(learner, left);
          else inFlight.delete(learner);
        },
      };
    },
  };
}

/**
 * Reads a waiting job's place in line every `everyMs` and tells it to `onPosition` when it
 * changes: the jobs in BullMQ's plain waiting list (taken first) plus those ahead of it among
 * the prioritised ones, plus one. A job in neither is being judged (0), and is read no more.
 * Returns the function that stops reading.
 */
export function tellPosition(
  { queue, redis }: { queue: Queue; redis: Redis },
  jobId: string,
  onPosition: NonNullable<JudgeTicket['onPosition']>,
  everyMs: number,
): () => void {
  let stopped = false;
  let told: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  const read = async () => {
    timer = undefined;
    try {
      const replies = await redis
        .multi()
        .llen(queue.keys.wait as string)
        .zrank(queue.keys.prioritized as string, jobId)
        .exec();
      const plain = Number(replies?.[0]?.[1] ?? 0);
      const rank = replies?.[1]?.[1];
      const position = typeof rank === 'number' ? plain + rank + 1 : 0;
      if (stopped) return;
      if (position !== told) {
        told = position;
        onPosition(position);
      }
      if (position === 0) return;
    } catch {
      // Redis did not answer this time: the place is read again at the next tick.
    }
    if (!stopped) timer = setTimeout(read, everyMs);
  };
  void read();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
