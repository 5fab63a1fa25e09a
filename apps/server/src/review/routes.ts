import { createHash } from 'node:crypto';
import {
  dailyProblemSchema,
  practiceMessages,
  problemIdRouteSchema,
  reviewGradeSchema,
  reviewQueueSchema,
  reviewStateSchema,
  reviewToggleSchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../errors';
import { type Auth, signedInUser } from '../sessions/auth';
import type { ReviewsRepository } from './repository';
import { nextReview } from './schedule';

export interface ReviewRouteDeps {
  auth: Auth;
  reviews: ReviewsRepository;
  /** The clock; tests move it. */
  now?: () => number;
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextUtcMidnight = (ms: number) => new Date((Math.floor(ms / DAY_MS) + 1) * DAY_MS);

/** `/api/review` (the learner's queue and grades) and `/api/daily` (the problem of the day). */
export function reviewRoutes({
  auth,
  reviews,
  now = Date.now,
}: ReviewRouteDeps): FastifyPluginAsyncZod {
  const state = (row: {
    problemId: string;
    dueAt: Date;
    intervalDays: number;
    enabled: boolean;
  }) => ({
    problemId: row.problemId,
    dueAt: row.dueAt.toISOString(),
    intervalDays: row.intervalDays,
    enabled: row.enabled,
  });
  const mine = async (userId: string, problemId: string) => {
    const row = await reviews.find(userId, problemId);
    if (!row) throw new AppError('CONFLICT', practiceMessages.notSolved);
    return row;
  };

  return async (app) => {
    app.get(
      '/review',
      {
        onRequest: auth.requireUser,
        schema: { tags: ['review'], response: { 200: reviewQueueSchema } },
      },
      async (request) => {
        const { due, upcoming } = await reviews.queue(
          signedInUser(request).id,
          nextUtcMidnight(now()),
        );
        const item = (row: (typeof due)[number]) => ({ ...row, dueAt: row.dueAt.toISOString() });
        return { due: due.map(item), upcoming: upcoming.map(item) };
      },
    );

    app.get(
      '/review/:problemId',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['review'],
          params: problemIdRouteSchema,
          response: { 200: reviewStateSchema },
        },
      },
      async (request) => state(await mine(signedInUser(request).id, request.params.problemId)),
    );

    app.post(
      '/review/:problemId',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['review'],
          params: problemIdRouteSchema,
          body: reviewGradeSchema,
          response: { 200: reviewStateSchema },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        const row = await mine(userId, request.params.problemId);
        const at = now();
        const next = nextReview(row, request.body.grade, at);
        const updated = await reviews.update(userId, row.problemId, {
          ...next,
          lastGradedAt: new Date(at),
        });
        if (!updated) throw new AppError('CONFLICT', practiceMessages.notSolved);
        return state(updated);
      },
    );

    app.put(
      '/review/:problemId',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['review'],
          params: problemIdRouteSchema,
          body: reviewToggleSchema,
          response: { 200: reviewStateSchema },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        await mine(userId, request.params.problemId);
        const updated = await reviews.update(userId, request.params.problemId, {
          enabled: request.body.enabled,
        });
        if (!updated) throw new AppError('CONFLICT', practiceMessages.notSolved);
        return state(updated);
      },
    );

    // The same problem for everyone on a UTC day: the day's hash picks a place in a stable order.
    let today: {
      date: string;
      problem: { _id: string; title: string; difficulty: 'easy' | 'medium' | 'hard' };
    } | null = null;
    app.get(
      '/daily',
      { schema: { tags: ['review'], response: { 200: dailyProblemSchema } } },
      async () => {
        const date = utcDay(now());
        if (today?.date !== date) {
          const total = await reviews.problemCount();
          if (total === 0) throw notFound(practiceMessages.noProblems);
          const index = createHash('sha256').update(date).digest().readUInt32BE(0) % total;
          const problem = await reviews.problemAt(index);
          if (!problem) throw notFound(practiceMessages.noProblems);
          today = { date, problem };
        }
        return today;
      },
    );
  };
}
